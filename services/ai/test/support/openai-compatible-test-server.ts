/**
 * A TEST DOUBLE of the OpenAI chat completions API. It stands in for the hosted model, which cannot run
 * in tests: it answers with whatever the test scripts, in the wire format the openai SDK reads
 * (a chat.completion JSON body, or server-sent `chat.completion.chunk` events ending with `data: [DONE]`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TestModelReply =
  /** The assistant message; streamed in several chunks when the request asks for a stream. */
  | { content: string; chunkSize?: number }
  /** An error status with an OpenAI-style error body. */
  | { status: number; message?: string }
  /**
   * The content, late: by default the stream sends everything but its last chunk at once and waits
   * delayMs before the rest; 'headers' waits before answering at all (also for non-streaming calls).
   */
  | { delayMs: number; content: string; delayAt?: 'last-chunk' | 'headers'; chunkSize?: number };

/** A request body as received (JSON). */
export interface ChatCompletionRequestBody {
  model?: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean } | null;
  messages?: { role: string; content: unknown }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema?: unknown } };
  [field: string]: unknown;
}

export interface OpenAiCompatibleTestServerOptions {
  respond: (body: ChatCompletionRequestBody) => TestModelReply | Promise<TestModelReply>;
}

export interface OpenAiCompatibleTestServer {
  /** Base URL for the SDK's baseURL, ending in /v1. */
  url: string;
  /** Bodies of the chat completion requests received, in order. */
  requests: ChatCompletionRequestBody[];
  /** How many responses have been sent completely (a stream counts once its [DONE] is written). */
  readonly finishedResponses: number;
  close(): Promise<void>;
}

const DEFAULT_CHUNK_SIZE = 24;

export async function startOpenAiCompatibleTestServer(
  options: OpenAiCompatibleTestServerOptions,
): Promise<OpenAiCompatibleTestServer> {
  const requests: ChatCompletionRequestBody[] = [];
  let finishedResponses = 0;
  let sequence = 0;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'POST' || (path !== '/v1/chat/completions' && path !== '/chat/completions')) {
      sendError(res, 404, `Unknown request URL: ${req.method} ${path}`, 'invalid_request_error');
      return;
    }
    const authorization = req.headers.authorization;
    if (!authorization || !/^Bearer \S+$/.test(authorization)) {
      sendError(res, 401, "You didn't provide an API key (Authorization: Bearer).", 'invalid_request_error');
      return;
    }
    let body: ChatCompletionRequestBody;
    try {
      body = JSON.parse(await readBody(req)) as ChatCompletionRequestBody;
    } catch {
      sendError(res, 400, 'The request body is not valid JSON.', 'invalid_request_error');
      return;
    }
    requests.push(body);
    const reply = await options.respond(body);

    if ('status' in reply) {
      sendError(
        res,
        reply.status,
        reply.message ?? `The test server was scripted to answer ${reply.status}.`,
        reply.status === 429
          ? 'rate_limit_error'
          : reply.status >= 500
            ? 'server_error'
            : 'invalid_request_error',
      );
      return;
    }
    const delayMs = 'delayMs' in reply ? reply.delayMs : 0;
    const delayAt = 'delayMs' in reply ? (reply.delayAt ?? 'last-chunk') : 'last-chunk';
    const id = `chatcmpl-test-${++sequence}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model ?? 'test-model';
    const usage = {
      prompt_tokens: 100,
      completion_tokens: Math.ceil(reply.content.length / 4),
      total_tokens: 0,
    };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;

    if (delayAt === 'headers' && !(await wait(delayMs, res))) return;

    if (!body.stream) {
      if (delayMs && delayAt === 'last-chunk' && !(await wait(delayMs, res))) return;
      const completion = {
        id,
        object: 'chat.completion',
        created,
        model,
        system_fingerprint: null,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: reply.content, refusal: null, annotations: [] },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage,
      };
      res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': `req_${id}` });
      res.end(JSON.stringify(completion));
      finishedResponses += 1;
      return;
    }

    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-request-id': `req_${id}`,
    });
    const chunk = (delta: Record<string, unknown>, finishReason: string | null) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      system_fingerprint: null,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    });
    const send = (data: unknown) =>
      res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);

    const pieces = split(reply.content, reply.chunkSize ?? DEFAULT_CHUNK_SIZE);
    send(chunk({ role: 'assistant', content: '', refusal: null }, null));
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && delayAt === 'last-chunk' && delayMs && !(await wait(delayMs, res)))
        return;
      send(chunk({ content: piece }, null));
    }
    send(chunk({}, 'stop'));
    if (body.stream_options?.include_usage) {
      send({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        system_fingerprint: null,
        choices: [],
        usage,
      });
    }
    send('[DONE]');
    res.end();
    finishedResponses += 1;
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, 500, `Test server error: ${String(error)}`, 'server_error');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get finishedResponses() {
      return finishedResponses;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** The same function under the short name tests script with: `start({ respond })`. */
export { startOpenAiCompatibleTestServer as start };

function sendError(res: ServerResponse, status: number, message: string, type: string) {
  res.writeHead(status, {
    'content-type': 'application/json',
    // Retries (when the client allows them) should not slow tests down.
    'retry-after-ms': '1',
  });
  res.end(JSON.stringify({ error: { message, type, param: null, code: null } }));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

/** Waits ms; false when the client went away meanwhile (an aborted request). */
function wait(ms: number, res: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(!res.destroyed);
    }, ms);
    res.once('close', onClose);
  });
}

function split(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let index = 0; index < text.length; index += Math.max(1, size))
    pieces.push(text.slice(index, index + size));
  return pieces.length ? pieces : [''];
}
