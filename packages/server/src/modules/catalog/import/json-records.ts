import Assembler from 'stream-json/assembler.js';
import { jsonParser, type Token } from 'stream-json/parser.js';
import { getManyValues, isMany, none, type Many } from 'stream-chain/defs.js';

/**
 * Pulls records out of a JSON text of any size, a chunk at a time: only the containers a
 * route marks as records are assembled into objects; everything else is tokenized and dropped.
 * Memory stays bounded by the largest single record.
 */

export type JsonPath = readonly (string | number)[];
export type ContainerKind = 'object' | 'array';
/** What to do with a container: assemble it as one record, walk into it, or drop it. */
export type Route = 'record' | 'descend' | 'skip';

export interface RecordHandlers {
  route(path: JsonPath, kind: ContainerKind): Route;
  onRecord(path: JsonPath, value: unknown): void;
  /** A scalar whose parent container was walked into. */
  onScalar?(path: JsonPath, value: string | number | boolean | null): void;
  /** The end of a container that was walked into. */
  onLeave?(path: JsonPath): void;
}

interface Frame {
  kind: ContainerKind;
  key: string | number;
  index: number;
}

export function formatJsonPath(path: JsonPath): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}

type Tokenizer = (text: string | typeof none) => Many<Token> | typeof none;

export class JsonRecordReader {
  // A flushable stage: called with `none` it flushes (its typings list only strings).
  private readonly parse = jsonParser({ streamValues: false }) as unknown as Tokenizer;
  private readonly frames: Frame[] = [];
  private readonly path: (string | number)[] = [];
  private assembler: Assembler | null = null;
  private recordPath: JsonPath = [];
  private skipPath: JsonPath = [];
  private skipDepth = 0;
  private started = false;
  /** Records assembled so far. */
  records = 0;
  /** Where the last complete record sat, to say where a bad file went wrong. */
  lastRecordPath: JsonPath | null = null;

  constructor(private readonly handlers: RecordHandlers) {}

  write(text: string): void {
    this.consume(this.parse(text));
  }

  /** Flushes the tokenizer; throws when the text stopped in the middle of a value. */
  end(): void {
    const truncated = () => new Error(`the file ends in the middle of ${this.openPathLabel()}`);
    try {
      this.consume(this.parse(none));
    } catch {
      // The tokenizer only fails on flush when a value is cut short (or never began).
      throw this.started ? truncated() : new Error('the file is empty');
    }
    if (!this.started) throw new Error('the file is empty');
    if (this.assembler || this.frames.length > 0 || this.skipDepth > 0) throw truncated();
  }

  /** The innermost container being read, for error messages. */
  openPathLabel(): string {
    const path = this.assembler ? this.recordPath : this.skipDepth ? this.skipPath : this.path;
    return path.length ? formatJsonPath(path) : 'the top-level value';
  }

  private consume(result: ReturnType<Tokenizer>): void {
    if (!isMany(result)) return;
    for (const token of getManyValues(result)) this.token(token);
  }

  private token(token: Token): void {
    if (this.assembler) {
      this.assembler.consume(token);
      if (this.assembler.done) this.finishRecord();
      return;
    }
    if (this.skipDepth > 0) {
      if (token.name === 'startObject' || token.name === 'startArray') this.skipDepth++;
      else if (token.name === 'endObject' || token.name === 'endArray') this.skipDepth--;
      return;
    }
    switch (token.name) {
      case 'keyValue': {
        const frame = this.frames.at(-1);
        if (frame) frame.key = token.value;
        return;
      }
      case 'startObject':
      case 'startArray':
        return this.startContainer(token, token.name === 'startObject' ? 'object' : 'array');
      case 'endObject':
      case 'endArray':
        return this.endContainer();
      case 'stringValue':
      case 'trueValue':
      case 'falseValue':
      case 'nullValue':
        return this.scalar(token.value);
      case 'numberValue':
        return this.scalar(Number(token.value));
      default:
        return;
    }
  }

  /** The path of the value starting now; advances the index of an enclosing array. */
  private nextChildPath(): (string | number)[] {
    this.started = true;
    const frame = this.frames.at(-1);
    if (!frame) return [];
    const key = frame.kind === 'array' ? frame.index++ : frame.key;
    return [...this.path, key];
  }

  private startContainer(token: Token, kind: ContainerKind): void {
    const childPath = this.nextChildPath();
    const route = this.handlers.route(childPath, kind);
    if (route === 'record') {
      this.assembler = new Assembler();
      this.recordPath = childPath;
      this.assembler.consume(token);
    } else if (route === 'skip') {
      this.skipDepth = 1;
      this.skipPath = childPath;
    } else {
      this.frames.push({ kind, key: '', index: 0 });
      this.path.length = 0;
      this.path.push(...childPath);
    }
  }

  private endContainer(): void {
    this.frames.pop();
    const left = [...this.path];
    this.path.pop();
    this.handlers.onLeave?.(left);
  }

  private scalar(value: string | number | boolean | null): void {
    const childPath = this.nextChildPath();
    this.handlers.onScalar?.(childPath, value);
  }

  private finishRecord(): void {
    const value = this.assembler?.current;
    this.assembler = null;
    this.records++;
    this.lastRecordPath = this.recordPath;
    this.handlers.onRecord(this.recordPath, value);
  }
}
