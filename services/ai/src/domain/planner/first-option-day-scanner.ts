import { modelDaySchema, type ModelDay } from './model-itinerary.js';

type Frame =
  | { kind: 'object'; start: number; key: string | null; awaitingKey: boolean }
  | { kind: 'array'; start: number; index: number };

/**
 * Reads the JSON text as it streams in and hands out each day object of routeOptions[0].days as soon
 * as its closing brace arrives (and it passes modelDaySchema). A small tokenizer: it tracks strings
 * (with escapes), containers, object keys and array indexes, which is all the path needs.
 */
export class FirstOptionDayScanner {
  private buffer = '';
  private position = 0;
  private readonly stack: Frame[] = [];
  private inString = false;
  private escaped = false;
  private stringStart = 0;

  /** Everything received so far. */
  get text(): string {
    return this.buffer;
  }

  push(piece: string): ModelDay[] {
    this.buffer += piece;
    const found: ModelDay[] = [];
    for (; this.position < this.buffer.length; this.position++) {
      const char = this.buffer[this.position];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (char === '\\') this.escaped = true;
        else if (char === '"') {
          this.inString = false;
          this.endString();
        }
        continue;
      }
      const top = this.stack.at(-1);
      switch (char) {
        case '"':
          this.inString = true;
          this.stringStart = this.position;
          break;
        case '{':
          this.stack.push({ kind: 'object', start: this.position, key: null, awaitingKey: true });
          break;
        case '[':
          this.stack.push({ kind: 'array', start: this.position, index: 0 });
          break;
        case ':':
          if (top?.kind === 'object') top.awaitingKey = false;
          break;
        case ',':
          if (top?.kind === 'object') {
            top.key = null;
            top.awaitingKey = true;
          } else if (top?.kind === 'array') top.index += 1;
          break;
        case '}':
        case ']': {
          const closed = this.stack.pop();
          if (closed?.kind === 'object' && char === '}' && this.inFirstOptionDays()) {
            const day = this.parseDay(this.buffer.slice(closed.start, this.position + 1));
            if (day) found.push(day);
          }
          break;
        }
        default:
          break;
      }
    }
    return found;
  }

  private endString() {
    const top = this.stack.at(-1);
    if (top?.kind !== 'object' || !top.awaitingKey) return;
    try {
      top.key = JSON.parse(this.buffer.slice(this.stringStart, this.position + 1)) as string;
    } catch {
      top.key = null;
    }
  }

  /** Whether the innermost open container is routeOptions[0].days. */
  private inFirstOptionDays(): boolean {
    const [root, options, option, days] = this.stack;
    return (
      this.stack.length === 4 &&
      root?.kind === 'object' &&
      root.key === 'routeOptions' &&
      options?.kind === 'array' &&
      options.index === 0 &&
      option?.kind === 'object' &&
      option.key === 'days' &&
      days?.kind === 'array'
    );
  }

  private parseDay(text: string): ModelDay | null {
    try {
      const parsed = modelDaySchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
}
