import { useId, useState } from 'react';
import { PICTURE_ACCEPT, pictureProblem } from '../signup-files';
import styles from './signup-page.module.css';

export interface ChosenPicture {
  file: File;
  /** An object URL; the page releases it when it goes away. */
  previewUrl: string;
}

export interface SignUpPictures {
  profile?: ChosenPicture;
  cover?: ChosenPicture;
}

interface PicturesStepProps {
  pictures: SignUpPictures;
  onChange: (pictures: SignUpPictures) => void;
}

/** Step 2: both pictures are optional; each is checked and previewed as soon as it is chosen. */
export function PicturesStep({ pictures, onChange }: PicturesStepProps) {
  return (
    <div className={styles.pictures}>
      <PictureField
        label="Photo de profil"
        picture={pictures.profile}
        onChange={(profile) => onChange({ ...pictures, profile })}
        round
      />
      <PictureField
        label="Photo de couverture"
        picture={pictures.cover}
        onChange={(cover) => onChange({ ...pictures, cover })}
      />
      <p className={styles.hint}>Facultatif. Images JPEG, PNG ou WebP, 5 Mo maximum chacune.</p>
    </div>
  );
}

interface PictureFieldProps {
  label: string;
  picture: ChosenPicture | undefined;
  onChange: (picture: ChosenPicture | undefined) => void;
  round?: boolean;
}

function PictureField({ label, picture, onChange, round = false }: PictureFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string>();

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={PICTURE_ACCEPT}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          const refusal = chosen && pictureProblem(chosen);
          setProblem(refusal);
          // A refused file also drops the previous choice, so the preview never shows a file not kept.
          onChange(
            chosen && !refusal ? { file: chosen, previewUrl: URL.createObjectURL(chosen) } : undefined,
          );
        }}
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {picture && (
        <img
          src={picture.previewUrl}
          alt={`Aperçu : ${label.toLowerCase()}`}
          className={round ? styles.avatarPreview : styles.coverPreview}
        />
      )}
    </div>
  );
}
