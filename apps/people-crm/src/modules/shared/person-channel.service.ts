import { CollectionService, ParentRelation, WriteContext } from '@bizapi/collections';

/** What an e-mail and a phone of a person have in common. */
export interface PersonChannel {
  id: string;
  companyId: string;
  personId: string;
  personName?: string | null;
  isPrimary: boolean;
  isActive: boolean;
}

/**
 * A channel's person: marking a channel primary locks the person's row
 * (before the checks), so two marks at once take turns instead of each
 * finding no other primary and colliding on the partial unique index. A
 * person's deactivation leaves its channels, as it always has.
 */
export const PERSON_CHANNEL_PARENT: ParentRelation<PersonChannel> = {
  collection: 'persons',
  key: 'personId',
  deactivatedWithParent: false,
  locksParent: (channel) => channel.isPrimary && channel.isActive,
};

/**
 * Rules of a person's contact channels (e-mails, phones): a person has at
 * most one primary of each kind, so marking one primary unmarks the others
 * in the same transaction under the person's lock (a partial unique index backs this up), and a
 * deactivated channel is no longer primary.
 */
export abstract class PersonChannelService<T extends PersonChannel, TCreate extends object = object, TUpdate extends object = object> extends CollectionService<T, TCreate, TUpdate> {
  protected override async check(channel: T, { manager }: WriteContext): Promise<void> {
    // The person is locked by the kit for a primary channel (PERSON_CHANNEL_PARENT).
    if (!channel.isPrimary) return;
    await manager.query(
      `UPDATE ${this.store.table.name} SET is_primary = false, updated_at = now()
       WHERE company_id = $1 AND person_id = $2 AND is_primary AND id <> $3`,
      [channel.companyId, channel.personId, channel.id],
    );
  }

  protected override onDeactivate(channel: T): Promise<void> {
    channel.isPrimary = false;
    return Promise.resolve();
  }
}
