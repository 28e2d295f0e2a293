import { MIGRATE_SECRETS, SECRET_VARIABLES, migrateCommandOf, secretKeyOf } from './deployment-contract';
import { Container, K8sObject, Labels, podTemplateOf, selects } from './k8s-types';

/** Whether a container runs `command` (command and args joined, as the init container check reads them). */
export const runsCommand = (container: Container, command: string[]) =>
  [...(container.command ?? []), ...(container.args ?? [])].join(' ') === command.join(' ');

/**
 * An app's migrations as a Job (k8s/components/migrations-job) instead of
 * its pods' init container: one Job running the app's migrate command with
 * the app's image, as the schema's owner only, that never restarts forever
 * and whose pods no Deployment, Service or PodDisruptionBudget of the app
 * mistakes for its own. One line per problem, starting with the app.
 */
export function checkMigrationJob(app: string, objects: K8sObject[], appContainer: Container, appPodLabels: Labels): string[] {
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`${app}: ${problem}`);
  const command = migrateCommandOf(app);
  const jobs = objects.filter(
    (object) => object.kind === 'Job' && (podTemplateOf(object)?.spec.containers ?? []).some((candidate) => runsCommand(candidate, command)),
  );
  if (jobs.length !== 1) return [`${app}: ${jobs.length} Jobs run \`${command.join(' ')}\`, not one`];
  const [job] = jobs;
  const template = podTemplateOf(job);
  const migrate = template?.spec.containers?.find((candidate) => runsCommand(candidate, command));
  if (!template || !migrate) return [];
  if (migrate.image !== appContainer.image) say(`migrate Job runs ${migrate.image}, the app ${appContainer.image}`);

  const restartPolicy = (job.spec?.template?.spec?.restartPolicy as string | undefined) ?? 'Always';
  if (restartPolicy === 'Always') say('migrate Job pod has restartPolicy Always (Never or OnFailure)');
  if (job.spec?.backoffLimit === undefined) say('migrate Job sets no backoffLimit');

  // Its own pods only: a Service would send traffic to them, a PodDisruptionBudget count them.
  for (const object of objects) {
    const selector = object.kind === 'Service' ? object.spec?.selector : object.spec?.selector?.matchLabels;
    if (['Deployment', 'Service', 'PodDisruptionBudget'].includes(object.kind) && selects(selector, template.labels)) {
      say(`${object.kind} ${object.metadata.name} selects the migrate Job's pods`);
    }
  }
  if (selects(template.labels, appPodLabels)) say("migrate Job's pod labels are the app's own");

  // The schema owner's login only, from its own key of the Secret.
  const names = new Set((migrate.env ?? []).map((entry) => entry.name));
  for (const name of SECRET_VARIABLES) {
    const needs = MIGRATE_SECRETS.includes(name);
    if (needs && !names.has(name)) say(`migrate Job does not get ${name}`);
    if (!needs && names.has(name)) say(`migrate Job gets ${name}, which it does not need`);
  }
  for (const entry of migrate.env ?? []) {
    if (!SECRET_VARIABLES.includes(entry.name)) continue;
    const ref = entry.valueFrom?.secretKeyRef;
    if (!ref) say(`migrate Job: ${entry.name} must come from a Secret (valueFrom.secretKeyRef)`);
    else if (ref.key !== secretKeyOf(entry.name, app)) say(`migrate Job: ${entry.name} comes from key ${ref.key}, not ${secretKeyOf(entry.name, app)}`);
  }
  if ((migrate.envFrom ?? []).some((source) => source.secretRef)) say('migrate Job takes a whole Secret (envFrom.secretRef)');
  for (const source of migrate.envFrom ?? []) {
    const name = source.configMapRef?.name;
    if (name && !objects.some((object) => object.kind === 'ConfigMap' && object.metadata.name === name)) {
      say(`migrate Job takes ConfigMap ${name}, which is not in the overlay`);
    }
  }
  return problems;
}
