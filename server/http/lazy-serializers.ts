import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance } from 'fastify';

/**
 * Compiles each answer's serializer the first time it is used instead of every one at start.
 * Compiling one resolves the contract's whole shared schema, so compiling all of them up front
 * (Fastify's default, at `ready`) was most of a start's CPU, paid by every process and every
 * test server for answers most of them never send. The serializer is the same one Fastify
 * builds; only the moment changes.
 */
export function compileSerializersOnFirstUse(
  app: FastifyInstance,
  sharedSchema: { $id: string },
): void {
  const build = SerializerSelector()({ [sharedSchema.$id]: sharedSchema }, {});
  app.setSerializerCompiler((route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => {
      serialize ??= build({ ...route, httpStatus: String(route.httpStatus) });
      return serialize(data);
    };
  });
}
