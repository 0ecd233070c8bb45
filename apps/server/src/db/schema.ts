import type { ReferenceTables } from './tables/reference.ts';
import type { AccountsTables } from './tables/accounts.ts';
import type { ReportingTables } from './tables/reporting.ts';
import type { CatalogueTables } from './tables/catalogue.ts';
import type { CmsTables } from './tables/cms.ts';
import type { JobsTables } from './tables/jobs.ts';
import type { LedgerTables } from './tables/ledger.ts';
import type { OutboxTables } from './tables/outbox.ts';
import type { PaymentsTables } from './tables/payments.ts';
import type { BackofficeTables } from './tables/backoffice.ts';
import type { FraudTables } from './tables/fraud.ts';
import type { LimitsTables } from './tables/limits.ts';
import type { ChatRestoreTables } from './tables/chat-restore.ts';
import type { StudioTables } from './tables/studio.ts';
import type { WalletTables } from './tables/wallet.ts';

/** Every table the server reads or writes; each area declares its own in db/tables/. */
export interface Database
  extends
    ReferenceTables,
    AccountsTables,
    ReportingTables,
    CatalogueTables,
    CmsTables,
    JobsTables,
    LedgerTables,
    OutboxTables,
    PaymentsTables,
    BackofficeTables,
    FraudTables,
    LimitsTables,
    ChatRestoreTables,
    StudioTables,
    WalletTables {}
