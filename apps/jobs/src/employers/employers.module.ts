import { Module } from '@nestjs/common';
import { EmployersListener } from './employers.listener.js';
import { EmployersRepository } from './employers.repository.js';

@Module({ providers: [EmployersRepository, EmployersListener] })
export class EmployersModule {}
