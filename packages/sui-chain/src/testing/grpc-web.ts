// gRPC-web framing (https://github.com/grpc/grpc/blob/master/doc/PROTOCOL-WEB.md): each message is a
// 5-byte header (flag, big-endian length) plus payload; flag 0x80 marks the trailers frame.

const DATA_FRAME = 0x00;
const TRAILER_FRAME = 0x80;

export const GRPC_STATUS = {
  INVALID_ARGUMENT: 3,
  NOT_FOUND: 5,
  FAILED_PRECONDITION: 9,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
} as const;

/** Thrown by a fake handler to answer with a non-OK gRPC status. */
export class GrpcStatusError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export type GrpcWebFormat = 'text' | 'binary';

export function formatOf(contentType: string | undefined): GrpcWebFormat {
  return contentType?.startsWith('application/grpc-web-text') ? 'text' : 'binary';
}

function frame(flag: number, payload: Uint8Array): Buffer {
  const header = Buffer.alloc(5);
  header[0] = flag;
  header.writeUInt32BE(payload.length, 1);
  return Buffer.concat([header, payload]);
}

/** The single request message of a unary call. */
export function readRequestMessage(body: Buffer, format: GrpcWebFormat): Uint8Array {
  const bytes = format === 'text' ? Buffer.from(body.toString('ascii'), 'base64') : body;
  if (bytes.length < 5 || bytes[0] !== DATA_FRAME) {
    throw new GrpcStatusError(GRPC_STATUS.INTERNAL, 'expected one gRPC-web data frame');
  }
  return bytes.subarray(5, 5 + bytes.readUInt32BE(1));
}

/** A unary response body: the message frame, then trailers with grpc-status 0. */
export function writeResponseBody(message: Uint8Array, format: GrpcWebFormat): Buffer {
  const trailers = Buffer.from('grpc-status:0\r\ngrpc-message:\r\n', 'ascii');
  const bytes = Buffer.concat([frame(DATA_FRAME, message), frame(TRAILER_FRAME, trailers)]);
  return format === 'text' ? Buffer.from(bytes.toString('base64'), 'ascii') : bytes;
}

export function contentTypeOf(format: GrpcWebFormat): string {
  return format === 'text' ? 'application/grpc-web-text+proto' : 'application/grpc-web+proto';
}
