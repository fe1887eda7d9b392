import type zh from './zh';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every locale must fill: the zh texts with any string. */
export type Messages = Widen<typeof zh>;
