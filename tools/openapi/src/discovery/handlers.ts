import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DeclaredCollection } from '@bizapi/collections';

/** Nest's metadata keys (`@nestjs/common` MODULE_METADATA.CONTROLLERS, `@nestjs/microservices` PATTERN_METADATA). */
const CONTROLLERS = 'controllers';
const PATTERN = 'microservices:pattern';
/** libs/collections' DECLARED_COLLECTION, read as a string so the tool needs no Nest app at load. */
const DECLARED_COLLECTION = 'bizapi:declared-collection';

type Class = new (...args: never[]) => object;

/** One NATS handler of a service, found in the built apps. */
export interface Handler {
  subject: string;
  app: string;
  /** A controller written by hand: its class and method (their source gives the answer's type). */
  method?: { className: string; name: string; parameterTypes: Class[] };
  /** A controller generated from a collection declaration (`collectionController`). */
  collection?: DeclaredCollection;
}

/**
 * Every NATS handler of every app, found as Nest finds them: the built
 * modules (`apps/<app>/dist/**\/*.module.js`), their controllers, each
 * method's message pattern. A new collection is found by being declared.
 */
export function discoverHandlers(root: string): Map<string, Handler> {
  // Loading a module file runs its decorators; TypeOrmModule.forRoot() of each app warns about a shared default name.
  Logger.overrideLogger(false);
  const handlers = new Map<string, Handler>();
  for (const app of readdirSync(join(root, 'apps'))) {
    const dist = join(root, 'apps', app, 'dist');
    if (!existsSync(join(dist, 'main.js'))) continue;
    for (const controller of controllersOf(dist)) {
      for (const handler of handlersOf(app, controller)) handlers.set(handler.subject, handler);
    }
  }
  return handlers;
}

function controllersOf(dist: string): Set<Class> {
  const controllers = new Set<Class>();
  const modules = (readdirSync(dist, { recursive: true }) as string[]).filter((path) => path.endsWith('.module.js'));
  for (const path of modules) {
    const exports = require(join(dist, path)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (typeof value !== 'function') continue;
      for (const controller of (Reflect.getMetadata(CONTROLLERS, value) as Class[] | undefined) ?? []) controllers.add(controller);
    }
  }
  return controllers;
}

function handlersOf(app: string, controller: Class): Handler[] {
  const collection = Reflect.getMetadata(DECLARED_COLLECTION, controller) as DeclaredCollection | undefined;
  const prototype = controller.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(prototype).flatMap((name) => {
    const method = prototype[name];
    if (name === 'constructor' || typeof method !== 'function') return [];
    const patterns = Reflect.getMetadata(PATTERN, method) as unknown;
    const subjects = (Array.isArray(patterns) ? patterns : [patterns]).filter((pattern): pattern is string => typeof pattern === 'string');
    return subjects.map((subject) =>
      collection
        ? { subject, app, collection }
        : {
            subject,
            app,
            method: {
              className: controller.name,
              name,
              parameterTypes: (Reflect.getMetadata('design:paramtypes', prototype, name) as Class[] | undefined) ?? [],
            },
          },
    );
  });
}
