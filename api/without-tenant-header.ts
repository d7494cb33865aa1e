import type { paths } from './schema.gen';

/**
 * The contract declares `x-tenant-id` as a required header on every operation, which
 * is true on the wire; in the client the credentials middleware always sets it, so
 * the typed calls should not have to. This removes it from each operation's header
 * parameters and leaves the others (such as `Idempotency-Key`) as the contract says.
 */
type TenantHeaderName = 'x-tenant-id';

// Headers that are all optional make the `header` parameter optional too.
type OptionalIfAllOptional<Header> =
  Partial<Header> extends Header ? { header?: Header } : { header: Header };

type ClientHeaders<Header> = [Header] extends [never]
  ? { header?: never }
  : OptionalIfAllOptional<Omit<Header, TenantHeaderName>>;

type WithoutTenantHeader<Params> = Params extends { header?: infer Header }
  ? Omit<Params, 'header'> & ClientHeaders<NonNullable<Header>>
  : Params;

type ClientOperation<Operation> = Operation extends { parameters: infer Params }
  ? Omit<Operation, 'parameters'> & { parameters: WithoutTenantHeader<Params> }
  : Operation;

export type ClientPaths = {
  [Path in keyof paths]: { [Method in keyof paths[Path]]: ClientOperation<paths[Path][Method]> };
};
