import { Module } from '@nestjs/common';
import { SearchWordsRepository } from './search-words.repository.js';

@Module({ providers: [SearchWordsRepository], exports: [SearchWordsRepository] })
export class SearchWordsModule {}
