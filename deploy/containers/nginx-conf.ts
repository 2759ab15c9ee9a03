// A reader of the nginx configuration syntax our files use (directives, blocks, quoted strings, comments,
// variables), so the tests check what nginx will read rather than matching text.

export interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

function tokens(text: string): string[] {
  const result: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) i += 1;
    else if (c === '#') while (i < text.length && text[i] !== '\n') i += 1;
    else if (c === '{' || c === '}' || c === ';') {
      result.push(c);
      i += 1;
    } else if (c === '"' || c === "'") {
      let value = '';
      i += 1;
      while (i < text.length && text[i] !== c) {
        if (text[i] === '\\' && i + 1 < text.length) i += 1;
        value += text[i];
        i += 1;
      }
      if (i >= text.length) throw new Error('an unterminated quoted string');
      // A quoted token is marked so it never reads as punctuation: `";"` is text, `;` ends a directive.
      result.push(`\u0000${value}`);
      i += 1;
    } else {
      let value = '';
      while (i < text.length && !/[\s{};"']/.test(text[i]!)) {
        value += text[i];
        i += 1;
      }
      result.push(value);
    }
  }
  return result;
}

const textOf = (token: string) => (token.startsWith('\u0000') ? token.slice(1) : token);

/** The directives of a configuration file, blocks nested. Throws on unbalanced braces or a missing `;`. */
export function parseNginxConf(text: string): Directive[] {
  const list = tokens(text);
  let at = 0;
  const parseBlock = (nested: boolean): Directive[] => {
    const directives: Directive[] = [];
    while (at < list.length) {
      if (list[at] === '}') {
        if (!nested) throw new Error('a } with no block open');
        at += 1;
        return directives;
      }
      const name = list[at]!;
      if (name === '{' || name === ';') throw new Error(`a stray ${name}`);
      at += 1;
      const args: string[] = [];
      while (at < list.length && list[at] !== ';' && list[at] !== '{' && list[at] !== '}')
        args.push(textOf(list[at++]!));
      if (list[at] === ';') {
        at += 1;
        directives.push({ name, args });
      } else if (list[at] === '{') {
        at += 1;
        directives.push({ name, args, block: parseBlock(true) });
      } else throw new Error(`${name}: a directive with no ; at its end`);
    }
    if (nested) throw new Error('a block with no }');
    return directives;
  };
  return parseBlock(false);
}

/** The `set $name value;` directives of a block, as name -> value. */
export function variablesSet(directives: readonly Directive[]): Map<string, string> {
  const variables = new Map<string, string>();
  for (const d of directives)
    if (d.name === 'set' && d.args.length === 2) variables.set(d.args[0]!.replace(/^\$/, ''), d.args[1]!);
  return variables;
}

/** `value` with every $name and ${name} replaced; an unknown variable throws (nginx would refuse to start). */
export function substitute(value: string, variables: ReadonlyMap<string, string>): string {
  return value.replace(/\$(?:\{(\w+)\}|(\w+))/g, (_match, braced?: string, bare?: string) => {
    const name = (braced ?? bare)!;
    const known = variables.get(name);
    if (known === undefined) throw new Error(`unknown variable $${name}`);
    return known;
  });
}
