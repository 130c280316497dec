import { type CustomScalar, Scalar } from '@nestjs/graphql';
import { GraphQLError, Kind, type ValueNode } from 'graphql';

const U64_MAX = 2n ** 64n - 1n;
const DECIMAL = /^[0-9]{1,20}$/;

function invalid(): GraphQLError {
  return new GraphQLError('Mist must be a whole number of MIST from 0 to 18446744073709551615', {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

function fromDecimal(text: string): bigint {
  if (!DECIMAL.test(text)) throw invalid();
  const value = BigInt(text);
  if (value > U64_MAX) throw invalid();
  return value;
}

/** Parses client input to a bigint; JSON numbers beyond 2^53 would already have lost digits. */
export function parseMist(value: unknown): bigint {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw invalid();
    return BigInt(value);
  }
  if (typeof value === 'string') return fromDecimal(value);
  throw invalid();
}

/** Answers a u64 as a decimal string; values come from the chain (bigint) or numeric columns (strings). */
export function serializeMist(value: unknown): string {
  if (typeof value === 'bigint' && value >= 0n && value <= U64_MAX) return value.toString();
  if (typeof value === 'string' && DECIMAL.test(value) && BigInt(value) <= U64_MAX) return value;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  throw new GraphQLError('Mist cannot represent this value');
}

/** Type token for `@Field(() => Mist)`; the values themselves are bigints (inputs) or decimal strings. */
export class Mist {}

// A Nest scalar provider: the federation schema builder keeps the coercion only of scalars
// registered this way (a bare GraphQLScalarType would lose parseValue in the subgraph schema).
@Scalar('Mist', () => Mist)
export class MistScalar implements CustomScalar<string, bigint> {
  description =
    'An amount in MIST (1 SUI = 1,000,000,000 MIST), a u64: accepts a non-negative whole number ' +
    '(a safe integer) or a decimal string; always answered as a decimal string.';

  parseValue(value: unknown): bigint {
    return parseMist(value);
  }

  serialize(value: unknown): string {
    return serializeMist(value);
  }

  parseLiteral(ast: ValueNode): bigint {
    // An Int literal is written in decimal already, however large.
    if (ast.kind === Kind.INT || ast.kind === Kind.STRING) return fromDecimal(ast.value);
    throw invalid();
  }
}
