import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SAMPLE_PRODUCT_FILES } from '@liggeey/contracts';
import { PinoLogger } from 'nestjs-pino';
import { PRIVATE_FILE_STORAGE, type PrivateFileStorage } from '../storage/private-file-storage.js';
import { samplePdf } from './sample-pdf.js';

const LINES = [
  'Exemple de contenu fourni avec les données de démonstration de Liggeey.',
  "Ce fichier n'est téléchargeable que par les personnes qui ont acheté le produit.",
];

/**
 * The seeded sample products point at these keys (ledger seed); their files live in private
 * storage, which only the gateway writes, so it creates the missing ones when it starts.
 */
@Injectable()
export class SampleProductFiles implements OnApplicationBootstrap {
  constructor(
    @Inject(PRIVATE_FILE_STORAGE) private readonly storage: PrivateFileStorage,
    private readonly logger: PinoLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await Promise.all(
        SAMPLE_PRODUCT_FILES.map(({ fileKey, title }) =>
          this.storage.putIfAbsent(fileKey, samplePdf(title, LINES), 'application/pdf'),
        ),
      );
    } catch (error) {
      // The gateway still serves everything else; the samples are demo data.
      this.logger.error({ err: error }, 'Sample product files could not be written');
    }
  }
}
