import { Controller, Get, Res } from '@nestjs/common';
import {
  ADMIN_PAGE_SIZE_MAX,
  type Actor,
  type AdminCreditTransactionDto,
  type AdminPaymentDto,
  type AdminProfileDto,
  type JobDto,
  JobsOffersRpc,
  LedgerCreditsRpc,
  PaymentsRpc,
  ProfilesRpc,
} from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { type FastifyReply } from 'fastify';
import { Roles } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { type CsvColumn, batchesOf, csvStream, pagesOf } from './csv-stream.js';

/** Small batches keep the gateway's working set small; a round trip costs a few milliseconds. */
const TRANSACTIONS_PER_BATCH = 250;

const TYPE_LABELS: Record<string, string> = {
  admin: 'Administrateur',
  employer: 'Employeur',
  worker: 'Travailleur',
};

const USER_COLUMNS: CsvColumn<AdminProfileDto>[] = [
  { header: 'Identifiant', value: (user) => user.id },
  { header: 'Nom complet', value: (user) => user.fullName },
  { header: 'Type', value: (user) => TYPE_LABELS[user.type] ?? user.type },
  { header: 'Métier', value: (user) => user.profession },
  { header: 'E-mail', value: (user) => user.email },
  { header: 'Vérifié', value: (user) => (user.verified ? 'oui' : 'non') },
  { header: 'Créé le', value: (user) => user.createdAt },
];

const JOB_COLUMNS: CsvColumn<JobDto>[] = [
  { header: 'Identifiant', value: (job) => job.id },
  { header: 'Titre', value: (job) => job.title },
  { header: 'Employeur', value: (job) => job.employerName },
  { header: 'Catégorie', value: (job) => job.category },
  { header: 'Lieu', value: (job) => job.location },
  { header: 'Statut', value: (job) => (job.isActive ? 'Active' : 'Inactive') },
  { header: 'Créée le', value: (job) => job.createdAt },
];

const PAYMENT_COLUMNS: CsvColumn<AdminPaymentDto>[] = [
  { header: 'Référence', value: (payment) => payment.txRef },
  { header: 'Utilisateur', value: (payment) => payment.userId },
  { header: 'Montant (F CFA)', value: (payment) => payment.amount },
  { header: 'Reçu (F CFA)', value: (payment) => payment.paidAmount },
  { header: 'Crédits', value: (payment) => payment.credits },
  { header: 'Statut', value: (payment) => payment.status },
  { header: 'Crédité', value: (payment) => (payment.credited ? 'oui' : 'non') },
  { header: 'Créé le', value: (payment) => payment.createdAt },
];

const TRANSACTION_COLUMNS: CsvColumn<AdminCreditTransactionDto>[] = [
  { header: 'Identifiant', value: (transaction) => transaction.id },
  { header: 'Utilisateur', value: (transaction) => transaction.userId },
  { header: 'Description', value: (transaction) => transaction.description },
  { header: 'Type', value: (transaction) => (transaction.type === 'purchase' ? 'Achat' : 'Dépense') },
  { header: 'Montant (crédits)', value: (transaction) => transaction.amount },
  { header: 'Date', value: (transaction) => transaction.createdAt },
];

/**
 * GET /exports/{users,jobs,payments,transactions}.csv (admins): the back office lists as CSV,
 * newest first, streamed from the services batch by batch.
 */
@Controller('exports')
export class ExportsController {
  constructor(private readonly rpc: NatsRpcClient) {}

  @Roles('admin')
  @Get('users.csv')
  users(@CurrentActor() actor: Actor, @Res() reply: FastifyReply): FastifyReply {
    const rows = pagesOf((page) =>
      this.rpc.request(ProfilesRpc.adminList, { page, pageSize: ADMIN_PAGE_SIZE_MAX }, { actor }),
    );
    return send(reply, 'utilisateurs', csvStream(USER_COLUMNS, rows));
  }

  @Roles('admin')
  @Get('jobs.csv')
  jobs(@CurrentActor() actor: Actor, @Res() reply: FastifyReply): FastifyReply {
    const rows = pagesOf((page) =>
      this.rpc.request(JobsOffersRpc.adminList, { page, pageSize: ADMIN_PAGE_SIZE_MAX }, { actor }),
    );
    return send(reply, 'offres', csvStream(JOB_COLUMNS, rows));
  }

  @Roles('admin')
  @Get('payments.csv')
  payments(@CurrentActor() actor: Actor, @Res() reply: FastifyReply): FastifyReply {
    const rows = pagesOf((page) =>
      this.rpc.request(PaymentsRpc.adminPayments, { page, pageSize: ADMIN_PAGE_SIZE_MAX }, { actor }),
    );
    return send(reply, 'paiements', csvStream(PAYMENT_COLUMNS, rows));
  }

  @Roles('admin')
  @Get('transactions.csv')
  transactions(@CurrentActor() actor: Actor, @Res() reply: FastifyReply): FastifyReply {
    const rows = batchesOf((after) =>
      this.rpc.request(
        LedgerCreditsRpc.exportTransactions,
        { after, limit: TRANSACTIONS_PER_BATCH },
        { actor },
      ),
    );
    return send(reply, 'transactions', csvStream(TRANSACTION_COLUMNS, rows));
  }
}

function send(reply: FastifyReply, name: string, csv: NodeJS.ReadableStream): FastifyReply {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
