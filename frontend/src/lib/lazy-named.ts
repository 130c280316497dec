import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export (the codebase has no default exports). */
export function lazyNamed<TName extends string, TProps extends object>(
  load: () => Promise<Record<TName, ComponentType<TProps>>>,
  name: TName,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
