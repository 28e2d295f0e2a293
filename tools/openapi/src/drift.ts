/** Where the generated document is committed, and the command that regenerates it. */
export const COMMITTED_DOCUMENT = 'docs/openapi.json';
export const REGENERATE_COMMAND = 'npm run openapi';

/**
 * Null when the committed document is the generated one; otherwise what a
 * developer reads: the first paths that differ and the command to run.
 */
export function driftMessage(committed: string, generated: string): string | null {
  if (committed === generated) return null;
  const differing = differences(parse(committed), JSON.parse(generated), '').slice(0, 10);
  return [
    `${COMMITTED_DOCUMENT} is not what the code generates: run \`${REGENERATE_COMMAND}\` and commit ${COMMITTED_DOCUMENT}.`,
    ...differing.map((pointer) => `  differs at ${pointer || '/'}`),
  ].join('\n');
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** JSON pointers where two values differ (formatting-only differences give the root). */
function differences(a: unknown, b: unknown, pointer: string): string[] {
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    const found = [...keys].flatMap((key) =>
      differences(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      ),
    );
    return found.length ? found : JSON.stringify(a) === JSON.stringify(b) ? [] : [pointer];
  }
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [pointer];
}
