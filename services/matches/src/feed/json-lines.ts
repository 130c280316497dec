export type JsonPath = readonly (string | number)[];

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
    this.name = 'JsonSyntaxError';
  }
}

const MAX_DEPTH = 64;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

/**
 * Reads a JSON text for where things are: the line of the value at any path, so a rejected
 * feed can name "matches[0].actions[2].scorerId (line 14)". Malformed JSON is reported with its
 * line and column (the runtime's JSON.parse message does not always carry them).
 */
export class JsonLines {
  private readonly starts = new Map<string, number>();
  private pos = 0;

  constructor(private readonly text: string) {
    this.value([], 0);
    this.skipSpace();
    if (this.pos < text.length) this.fail('unexpected text after the end of the JSON value');
  }

  /** The line of the value at `path`, or of its nearest ancestor present in the text. */
  lineOf(path: JsonPath): number {
    for (let length = path.length; length >= 0; length--) {
      const start = this.starts.get(JSON.stringify(path.slice(0, length)));
      if (start !== undefined) return this.position(start).line;
    }
    return 1;
  }

  private value(path: JsonPath, depth: number): void {
    if (depth > MAX_DEPTH) this.fail('nested too deeply');
    this.skipSpace();
    this.starts.set(JSON.stringify(path), this.pos);
    const char = this.text[this.pos];
    if (char === '{') this.object(path, depth);
    else if (char === '[') this.array(path, depth);
    else if (char === '"') this.string();
    else if (!this.literal())
      this.fail(char === undefined ? 'unexpected end of input' : `unexpected "${char}"`);
  }

  private object(path: JsonPath, depth: number): void {
    this.pos += 1;
    this.skipSpace();
    if (this.eat('}')) return;
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] !== '"') this.fail('expected a property name in double quotes');
      const key = JSON.parse(this.string()) as string;
      this.skipSpace();
      if (!this.eat(':')) this.fail('expected ":" after the property name');
      this.value([...path, key], depth + 1);
      this.skipSpace();
      if (this.eat('}')) return;
      if (!this.eat(',')) this.fail('expected "," or "}"');
    }
  }

  private array(path: JsonPath, depth: number): void {
    this.pos += 1;
    this.skipSpace();
    if (this.eat(']')) return;
    for (let index = 0; ; index++) {
      this.value([...path, index], depth + 1);
      this.skipSpace();
      if (this.eat(']')) return;
      if (!this.eat(',')) this.fail('expected "," or "]"');
    }
  }

  /** Returns the string's source text, quotes included. */
  private string(): string {
    const start = this.pos;
    this.pos += 1;
    for (;;) {
      const char = this.text[this.pos];
      if (char === undefined) this.fail('unterminated string');
      if (char === '"') break;
      if (char < ' ') this.fail('control character in a string');
      if (char === '\\') {
        ESCAPE.lastIndex = this.pos;
        if (!ESCAPE.test(this.text)) this.fail('invalid escape in a string');
        this.pos = ESCAPE.lastIndex;
      } else this.pos += 1;
    }
    this.pos += 1;
    return this.text.slice(start, this.pos);
  }

  private literal(): boolean {
    for (const word of ['true', 'false', 'null']) {
      if (this.text.startsWith(word, this.pos)) {
        this.pos += word.length;
        return true;
      }
    }
    NUMBER.lastIndex = this.pos;
    if (!NUMBER.test(this.text)) return false;
    this.pos = NUMBER.lastIndex;
    return true;
  }

  private eat(char: string): boolean {
    if (this.text[this.pos] !== char) return false;
    this.pos += 1;
    return true;
  }

  private skipSpace(): void {
    while (/[ \t\n\r]/.test(this.text[this.pos] ?? '')) this.pos += 1;
  }

  private position(offset: number): { line: number; column: number } {
    const before = this.text.slice(0, offset);
    const line = before.split('\n').length;
    return { line, column: offset - before.lastIndexOf('\n') };
  }

  private fail(message: string): never {
    const { line, column } = this.position(this.pos);
    throw new JsonSyntaxError(message, line, column);
  }
}

/** matches[0].actions[2].scorerId */
export function formatJsonPath(path: JsonPath): string {
  if (!path.length) return '(feed)';
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}
