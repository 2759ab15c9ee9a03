import { createHash } from 'node:crypto';
import { REST_OPERATIONS } from '../rest/resources/index.js';
import type { RestOperation } from '../rest/route-table.js';
import { failuresOf } from './document.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Backticks in the tables' words become <code>. */
const prose = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
h2{margin-top:2.5rem;border-bottom:1px solid #d9e2ec}section{margin:1.5rem 0}
h3{font-size:1.05rem;margin:0}.method{display:inline-block;min-width:4.5rem;font-weight:700}
code{background:#f0f4f8;padding:0 .25rem;border-radius:3px}ul{margin:.25rem 0}.auth{color:#52606d}`;

/** The page's only style, allowed by its hash: the page loads no script and nothing from elsewhere. */
export const DOCS_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function operationSection(operation: RestOperation): string {
  const auth = operation.auth === 'public' ? 'Public' : 'Signed in (session cookie)';
  const sameOrigin = operation.method === 'get' ? '' : '; from Byway’s pages or a non-browser client';
  const parameters = [
    ...Object.entries(operation.pathParams ?? {}).map(([name, p]) => ({ name, where: 'path', ...p })),
    ...Object.entries(operation.query?.parameters ?? {}).map(([name, p]) => ({ name, where: 'query', ...p })),
  ];
  const items = [
    ...parameters.map((p) => `<li><code>${escape(p.name)}</code> (${p.where}): ${prose(p.description)}</li>`),
    ...(operation.body
      ? [`<li>Body (${operation.body.contentType}): <code>${operation.body.shape}</code></li>`]
      : []),
    ...operation.answers.map(
      (answer) =>
        `<li>${answer.status}: ${prose(answer.description)}${'shape' in answer ? ` <code>${answer.shape}</code>` : ''}</li>`,
    ),
    ...failuresOf(operation).map((failure) => `<li>${failure.status}: ${prose(failure.when)}</li>`),
  ];
  return `<section id="${escape(operation.id)}">
<h3><span class="method">${operation.method.toUpperCase()}</span> <code>${escape(operation.path)}</code></h3>
<p>${prose(operation.summary)}.${operation.description ? ` ${prose(operation.description)}` : ''}</p>
<p class="auth">${auth}${sameOrigin}.</p>
<ul>${items.join('\n')}</ul>
</section>`;
}

/** A plain page of every operation, grouped by tag, for people; machines read /api/openapi.json. */
export function docsPage(): string {
  const tags = [...new Set(REST_OPERATIONS.map((operation) => operation.tag))];
  const body = tags
    .map(
      (tag) =>
        `<h2>${escape(tag)}</h2>\n` +
        REST_OPERATIONS.filter((operation) => operation.tag === tag)
          .map(operationSection)
          .join('\n'),
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Byway REST API</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Byway REST API</h1>
<p>Every operation under <code>/api</code>. The machine-readable document is <a href="/api/openapi.json">/api/openapi.json</a>
(OpenAPI 3.1); the GraphQL schema is <a href="/api/schema.graphql">/api/schema.graphql</a>. Failures answer JSON
<code>{ message, issues? }</code>; 429 answers carry <code>Retry-After</code>.</p>
${body}
</body>
</html>
`;
}
