/** Handles one unary call: request message bytes in, response message bytes out. */
export type Handler = (message: Uint8Array) => Promise<Uint8Array>;
export type Route = [path: string, handler: Handler];

interface ServiceDescriptor {
  typeName: string;
  methods: readonly { name: string }[];
}

/** Binds a handler to its gRPC path, checking the method exists in the SDK's service descriptor. */
export function unary<I, O>(
  service: ServiceDescriptor,
  method: string,
  input: { fromBinary(data: Uint8Array): I },
  output: { toBinary(message: O): Uint8Array },
  handle: (request: I) => O | Promise<O>,
): Route {
  if (!service.methods.some((m) => m.name === method)) {
    throw new Error(`${service.typeName} has no ${method}`);
  }
  return [
    `/${service.typeName}/${method}`,
    async (message) => output.toBinary(await handle(input.fromBinary(message))),
  ];
}

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 1000;

/** Offset pagination with an opaque 4-byte token, like the node's opaque page tokens. */
export function paginate<T>(
  items: T[],
  pageSize: number | undefined,
  pageToken: Uint8Array | undefined,
): { page: T[]; nextPageToken?: Uint8Array } {
  const start = pageToken && pageToken.length === 4 ? Buffer.from(pageToken).readUInt32BE(0) : 0;
  const size = Math.min(pageSize || DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const end = start + size;
  if (end >= items.length) return { page: items.slice(start) };
  const token = Buffer.alloc(4);
  token.writeUInt32BE(end, 0);
  return { page: items.slice(start, end), nextPageToken: new Uint8Array(token) };
}
