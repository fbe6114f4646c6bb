import { Module } from '@nestjs/common';
import { CompetitionLedger } from './competition-ledger.js';

/** The score ledger, shared with the reviews (a review scores in its own transaction). */
@Module({ providers: [CompetitionLedger], exports: [CompetitionLedger] })
export class CompetitionLedgerModule {}
