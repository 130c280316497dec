import { DomainException } from './domain.exception';
import type { ErrorCode } from './error-code';

/** One row of a module's exception table: its generic class and its message. */
export interface ExceptionSpec {
  code: ErrorCode;
  /** fixed text, or built from the factory's arguments */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each row declares its own arguments
  message: string | ((...args: any[]) => string);
  /** server-side facts about the failure, built from the same arguments */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- same arguments as `message`
  details?: (...args: any[]) => Record<string, unknown>;
  /** for a refusal that passes with time: how long until the caller may try again, in ms */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- same arguments as `message`
  retryAfterMs?: (...args: any[]) => number;
}

type FactoryArgs<Spec extends ExceptionSpec> = Spec['message'] extends (...args: infer Args) => string
  ? Args
  : Spec['details'] extends (...args: infer Args) => Record<string, unknown>
    ? Args
    : [];

/** `Errors.SOME_CODE(...args)`: a new exception whose reason is the row's key. */
export type ExceptionFactories<Table extends Record<string, ExceptionSpec>> = {
  readonly [Reason in keyof Table & string]: (...args: FactoryArgs<Table[Reason]>) => DomainException<Reason>;
};

const tableClass = Symbol('exception table class');

/**
 * Builds a module's exceptions from one table, keyed by reason code:
 *
 *     export const AccountErrors = defineExceptions({
 *       USERNAME_TAKEN: { code: ErrorCode.Conflict, message: 'Username is already taken' },
 *     });
 *     throw AccountErrors.USERNAME_TAKEN();
 *
 * Every exception of one table is an instance of a class of its own, so `isExceptionFrom` can
 * tell a module's failures from anybody else's.
 */
export function defineExceptions<const Table extends Record<string, ExceptionSpec>>(
  table: Table,
): ExceptionFactories<Table> {
  class TableException extends DomainException {}
  const factories: Record<string, (...args: unknown[]) => DomainException> = {};
  for (const [reason, spec] of Object.entries(table)) {
    factories[reason] = (...args) =>
      new TableException(
        spec.code,
        reason,
        typeof spec.message === 'string' ? spec.message : spec.message(...args),
        spec.details?.(...args),
        spec.retryAfterMs?.(...args) ?? null,
      );
  }
  Object.defineProperty(factories, tableClass, { value: TableException });
  return Object.freeze(factories) as unknown as ExceptionFactories<Table>;
}

/** Whether `error` was made by one of the factories of `errors`. */
export function isExceptionFrom<Table extends Record<string, ExceptionSpec>>(
  errors: ExceptionFactories<Table>,
  error: unknown,
): error is DomainException<keyof Table & string> {
  const TableException = (errors as unknown as Record<symbol, typeof DomainException>)[tableClass];
  return error instanceof TableException;
}
