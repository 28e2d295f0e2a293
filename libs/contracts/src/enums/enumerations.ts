/**
 * The spec's "Enumerations (exact values)" table. Each is a readonly tuple so
 * it can feed both validation (`@IsIn(PERSON_TYPES)`) and types.
 */
export const PERSON_TYPES = ['INDIVIDUAL', 'COMPANY'] as const;
export const GENRES = ['MALE', 'FEMALE', 'OTHER'] as const;
export const CLASSIFICATIONS = ['CUSTOMER', 'SUPPLIER', 'LEAD', 'PARTNER'] as const;
export const PHONE_TYPES = ['MOBILE', 'LANDLINE', 'WHATSAPP'] as const;
export const LEAD_STATUSES = ['NEW', 'CONTACTED', 'QUALIFIED', 'UNQUALIFIED', 'CONVERTED'] as const;
export const LEAD_SOURCE_CHANNELS = ['WEBSITE', 'PHONE', 'EMAIL', 'REFERRAL', 'SOCIAL_MEDIA', 'EVENT', 'OTHER'] as const;
export const ACTIVITY_TYPES = ['CALL', 'EMAIL', 'MEETING', 'TASK', 'NOTE'] as const;
export const ACTIVITY_STATUSES = ['PENDING', 'DONE'] as const;
export const DEAL_TYPES = ['COMMERCIAL', 'SERVICE'] as const;
export const PRODUCT_TYPES = ['PRODUCT', 'SERVICE'] as const;
export const QUOTE_STATUSES = ['DRAFT', 'SENT', 'ACCEPTED', 'REJECTED', 'EXPIRED'] as const;
export const SIGN_STATUSES = ['DRAFT', 'SENT', 'SIGNED', 'CANCELLED'] as const;
export const CONTRACT_SITUATIONS = ['ACTIVATING', 'ACTIVATED', 'SUSPENDED', 'TERMINATED'] as const;
export const CONTRACT_STATUSES = ['ACTIVE', 'SUSPENDED', 'TERMINATED', 'EXPIRED'] as const;
export const RENEWAL_TYPES = ['MANUAL', 'AUTO'] as const;
export const BILLING_TYPES = ['PRE_PAID', 'POST_PAID'] as const;
export const TYPE_CATEGORIES = ['REVENUE', 'EXPENSE'] as const;
export const FINANCIAL_ENTRY_STATUSES = ['PENDING', 'SETTLED', 'OVERDUE', 'CANCELLED'] as const;
export const MEASUREMENT_TYPES = ['SIMPLE', 'DETAILED'] as const;
export const MEASUREMENT_STATUSES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export const INVOICE_STATUSES = ['DRAFT', 'SENT', 'PAID', 'CANCELLED'] as const;
export const CHARGE_STATUSES = ['PENDING', 'CONFIRMED', 'RECEIVED', 'OVERDUE', 'REFUNDED', 'CANCELLED'] as const;
export const REPEAT_PERIODS = ['MONTHLY', 'WEEKLY', 'BIWEEKLY'] as const;
/**
 * Payment methods (the spec shows BANK_SLIP, PIX and CREDIT_CARD and says the
 * list is longer): these, and the other usual Brazilian ones.
 */
export const PAYMENT_METHODS = ['BANK_SLIP', 'PIX', 'CREDIT_CARD', 'DEBIT_CARD', 'BANK_TRANSFER', 'CASH'] as const;
/** Observed values of a bank account's accountType. */
export const BANK_ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;
export const PROJECT_STATUSES = ['PLANNING', 'IN_PROGRESS', 'ON_HOLD', 'COMPLETED', 'CANCELLED'] as const;
export const WAVE_STATUSES = ['PLANNING', 'ACTIVE', 'COMPLETED'] as const;
export const TASK_STATUSES = ['TO_DO', 'IN_PROGRESS', 'REVIEW', 'DONE'] as const;
export const PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export const TEAM_MEMBER_ROLES = ['MEMBER', 'REVIEWER', 'MANAGER'] as const;
export const PURCHASE_ORDER_STATUSES = ['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export const EMPLOYMENT_TYPES = ['CLT', 'PJ', 'INTERN', 'FREELANCER'] as const;
export const TIMESHEET_PERIOD_STATUSES = ['OPEN', 'SUBMITTED', 'APPROVED', 'REJECTED', 'CLOSED'] as const;
export const TICKET_STATUSES = ['OPEN', 'IN_PROGRESS', 'WAITING_CUSTOMER', 'RESOLVED', 'CLOSED'] as const;
export const TICKET_CATEGORIES = ['INCIDENT', 'REQUEST', 'QUESTION'] as const;
export const ACCOUNT_TYPES = ['ASSET', 'LIABILITY', 'EQUITY', 'REVENUE', 'EXPENSE'] as const;
export const JOURNAL_ENTRY_STATUSES = ['DRAFT', 'POSTED', 'REVERSED'] as const;
export const JOURNAL_LINE_TYPES = ['DEBIT', 'CREDIT'] as const;
export const CUSTOM_FIELD_ENTITY_TYPES = ['PERSON', 'DEAL', 'PROJECT', 'FINANCIAL_ENTRY', 'TICKET'] as const;
export const CUSTOM_FIELD_TYPES = ['TEXT', 'NUMBER', 'DATE', 'SELECT', 'MULTISELECT', 'BOOLEAN'] as const;

/** Sort direction accepted by every list's `order` parameter. */
export const SORT_ORDERS = ['ASC', 'DESC'] as const;

export type PersonType = (typeof PERSON_TYPES)[number];
export type Genre = (typeof GENRES)[number];
export type Classification = (typeof CLASSIFICATIONS)[number];
export type PhoneType = (typeof PHONE_TYPES)[number];
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type LeadSourceChannel = (typeof LEAD_SOURCE_CHANNELS)[number];
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
export type DealType = (typeof DEAL_TYPES)[number];
export type ProductType = (typeof PRODUCT_TYPES)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export type JournalEntryStatus = (typeof JOURNAL_ENTRY_STATUSES)[number];
export type JournalLineType = (typeof JOURNAL_LINE_TYPES)[number];
export type CustomFieldEntityType = (typeof CUSTOM_FIELD_ENTITY_TYPES)[number];
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];
export type TypeCategory = (typeof TYPE_CATEGORIES)[number];
