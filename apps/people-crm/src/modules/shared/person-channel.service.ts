import { CollectionService, WriteContext } from '@bizapi/collections';

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
 * Rules of a person's contact channels (e-mails, phones): a person has at
 * most one primary of each kind, so marking one primary unmarks the others
 * in the same transaction (a partial unique index backs this up), and a
 * deactivated channel is no longer primary.
 */
export abstract class PersonChannelService<T extends PersonChannel, TCreate extends object, TUpdate extends object> extends CollectionService<T, TCreate, TUpdate> {
  protected override async check(channel: T, { manager }: WriteContext): Promise<void> {
    if (!channel.isPrimary) return;
    // Two marks at once would each find no other primary and then collide on the index; holding the
    // person's row makes them take turns. NO KEY UPDATE does not wait for the reference check's KEY SHARE.
    await manager.query(`SELECT 1 FROM persons WHERE company_id = $1 AND id = $2 FOR NO KEY UPDATE`, [channel.companyId, channel.personId]);
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
