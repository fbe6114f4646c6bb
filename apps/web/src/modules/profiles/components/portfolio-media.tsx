import type { PortfolioItemType } from '../../../graphql/generated/graphql';
import styles from './portfolio-media.module.css';
import { DataSavingImage } from '../../../shared/low-data/data-saving-image';

interface PortfolioMediaProps {
  item: { title: string; type: PortfolioItemType; fileUrl: string };
}

/** A portfolio file as the phone can afford it: lazy image, PDF link, video loaded only on play. */
export function PortfolioMedia({ item }: PortfolioMediaProps) {
  switch (item.type) {
    case 'image':
      return (
        <DataSavingImage
          className={styles.media}
          src={item.fileUrl}
          alt={item.title}
          width={320}
          height={240}
        />
      );
    case 'video':
      return (
        <video className={styles.media} src={item.fileUrl} controls preload="none" width={320} height={240}>
          <a href={item.fileUrl}>Télécharger la vidéo {item.title}</a>
        </video>
      );
    case 'pdf':
      return (
        <a className={styles.document} href={item.fileUrl} target="_blank" rel="noopener noreferrer">
          <span aria-hidden="true">📄</span> Ouvrir le PDF « {item.title} »
        </a>
      );
  }
}
