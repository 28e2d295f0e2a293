export function latestRelease(changelog: string): string | undefined;
export function isNewer(next: string, current: string): boolean;
export function cutChangelog(changelog: string, version: string, date: string): string;
export function setImageTags(kustomization: string, version: string): string;
export function imageTags(kustomization: string): Record<string, string>;
