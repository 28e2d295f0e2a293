import { DockerfileParser, Instruction } from 'dockerfile-ast';
import { checkImage } from './manifest-checks';

/**
 * What docker/Dockerfile must do for operators, as a list of problems (empty
 * when all is well): several stages, one build argument APP, a final stage
 * that runs as a non-root user with NODE_ENV=production, an init process, a
 * HEALTHCHECK, and base images pinned to a version.
 */
export function checkDockerfile(content: string): string[] {
  const problems: string[] = [];
  const dockerfile = DockerfileParser.parse(content);
  const instructions = dockerfile.getInstructions();
  const froms = dockerfile.getFROMs();
  if (froms.length < 2) problems.push(`single stage (${froms.length} FROM): build tools would ship in the image`);

  // Base images, with the global ARG defaults substituted.
  const globalArgs = new Map<string, string>();
  for (const arg of dockerfile.getInitialARGs()) {
    const property = arg.getProperty();
    if (property) globalArgs.set(property.getName(), property.getValue() ?? '');
  }
  const stageNames = new Set<string>();
  for (const from of froms) {
    const image = (from.getImage() ?? '').replace(/\$\{?(\w+)\}?/g, (_match, name: string) => globalArgs.get(name) ?? '');
    if (!stageNames.has(image)) {
      const problem = image ? checkImage(image, true) : 'FROM without an image';
      if (problem) problems.push(`FROM ${from.getImage()}: ${problem}`);
    }
    const stage = from.getBuildStage();
    if (stage) stageNames.add(stage);
  }

  const lastFrom = froms[froms.length - 1];
  const finalStage = lastFrom ? instructions.filter((instruction) => instruction.getRange().start.line > lastFrom.getRange().start.line) : [];
  const keyword = (instruction: Instruction) => instruction.getKeyword().toUpperCase();
  const inFinal = (name: string) => finalStage.filter((instruction) => keyword(instruction) === name);
  const argumentsOf = (instruction: Instruction) => instruction.getArgumentsContent() ?? '';

  if (!instructions.some((instruction) => keyword(instruction) === 'ARG' && /^APP(=|$)/.test(argumentsOf(instruction)))) {
    problems.push('no ARG APP: the app to build must be a build argument');
  }
  if (!inFinal('ARG').some((instruction) => /^APP(=|$)/.test(argumentsOf(instruction)))) {
    problems.push('the final stage does not declare ARG APP (ARGs do not cross stages)');
  }

  const user = inFinal('USER').pop();
  const userName = user ? argumentsOf(user).split(':')[0].trim() : 'root';
  if (userName === 'root' || userName === '0') problems.push(`the final stage runs as ${user ? userName : 'root (no USER)'}`);

  const healthcheck = inFinal('HEALTHCHECK').pop();
  if (!healthcheck) problems.push('the final stage has no HEALTHCHECK');
  else if (/^NONE\b/i.test(argumentsOf(healthcheck))) problems.push('HEALTHCHECK NONE');

  if (!inFinal('ENV').some((instruction) => /\bNODE_ENV=("?)production\1(\s|$)/.test(argumentsOf(instruction)))) {
    problems.push('the final stage does not set NODE_ENV=production');
  }
  if (!inFinal('EXPOSE').length) problems.push('the final stage EXPOSEs no port');

  const entrypoint = inFinal('ENTRYPOINT').pop();
  const entrypointWords = entrypoint ? execForm(argumentsOf(entrypoint)) : undefined;
  if (!entrypointWords?.some((word) => /(^|\/)(tini|dumb-init)$/.test(word))) {
    problems.push('no init process (tini) as ENTRYPOINT: SIGTERM would not reach node reliably');
  }

  const cmd = inFinal('CMD').pop();
  if (!cmd) problems.push('the final stage has no CMD');
  else {
    const words = execForm(argumentsOf(cmd));
    if (!words) problems.push('CMD is in shell form: the shell, not node, would receive SIGTERM');
    else {
      const shell = /(^|\/)(sh|bash)$/.test(words[0]) && words[1] === '-c';
      if (!shell && words.some((word) => word.includes('$'))) {
        problems.push(`CMD ${argumentsOf(cmd)}: exec form does not expand variables`);
      }
      if (shell && !/^exec\s/.test(words[2] ?? '')) problems.push('CMD runs node under a shell without `exec`: node would not receive SIGTERM');
      if (!words.join(' ').includes('apps/${APP}/dist/main.js')) problems.push('CMD does not start apps/${APP}/dist/main.js');
    }
  }

  const runs = instructions.filter((instruction) => keyword(instruction) === 'RUN').map(argumentsOf);
  if (!runs.some((run) => /\bnpm ci\b/.test(run))) problems.push('dependencies are not installed with `npm ci` (the lock file)');
  if (!runs.some((run) => /--omit[= ]dev|npm prune/.test(run))) problems.push('no step prunes to production dependencies');
  return problems;
}

/** The words of an exec-form (JSON array) instruction, or undefined for shell form. */
function execForm(content: string): string[] | undefined {
  if (!content.trim().startsWith('[')) return undefined;
  try {
    const words: unknown = JSON.parse(content);
    return Array.isArray(words) ? words.map(String) : undefined;
  } catch {
    return undefined;
  }
}
