// React.lazy with the chunk time-out of spec 01 §9: a chunk that has not arrived after 120 s fails with
// "Loading chunk <name> failed. (timeout)", which the route error view offers to reload.
import { lazy, type ComponentType } from 'react';
import { chunkTimeoutMs } from '@/config/constants';

export function lazyPage<T extends ComponentType>(name: string, loader: () => Promise<{ default: T }>) {
  return lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`Loading chunk ${name} failed. (timeout)`)), chunkTimeoutMs);
        loader()
          .then(resolve, reject)
          .finally(() => clearTimeout(timer));
      }),
  );
}
