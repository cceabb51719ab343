import { useEffect, useId, useMemo, useState } from 'react';
import { DropZone, FileTrigger, isFileDropItem, Text } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as field from '../private/field.css';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, UploadIcon } from '../private/icons';
import { joinClassNames } from '../private/className';
import * as styles from './FileDropZone.css';

/** A file already stored somewhere (a picture a class has), shown by its URL beside the ones chosen. */
export interface StoredFile {
  name: string;
  url: string;
}

/** What the zone holds: files chosen here, and files already stored. */
export type HeldFile = File | StoredFile;

export interface RejectedFile {
  file: File;
  reason: 'type' | 'size' | 'count';
}

/** `Held` is what the list holds: files chosen here (the default), or those and stored ones (`HeldFile`). */
export interface FileDropZoneProps<Held extends HeldFile = File> {
  /** Visible label (names the drop zone and the browse button's group). */
  label: string;
  /** Instruction inside the zone ("Drag images here or"). */
  dropLabel: string;
  /** The browse button's text ("Choose files"). */
  browseLabel: string;
  /** Help under the field ("PNG or JPEG, up to 5 MB"). */
  description?: string;
  /** Accepted MIME types (default: images). */
  acceptedTypes?: string[];
  /** The caller's size limit in bytes. */
  maxSizeBytes?: number;
  /** Maximum number of files kept. */
  maxFiles?: number;
  /** Accept more than one file (up to `maxFiles`). */
  allowsMultiple?: boolean;
  /** Controlled list of accepted files (stored ones show by their URL, chosen ones from their bytes). */
  files: Held[];
  /** Called with the new list after a drop, a pick, a removal or a move. */
  onChange: (files: (Held | File)[]) => void;
  /** Called with the files refused (wrong type, too big, too many). */
  onReject?: (rejected: RejectedFile[]) => void;
  /** Message for each rejected file, shown under the zone (translated by the app). */
  rejectionMessage?: (rejected: RejectedFile) => string;
  /** Accessible name of a preview's remove button, e.g. (file) => `Remove ${file.name}`. */
  removeLabel: (file: Held) => string;
  /** Accessible names of a preview's move buttons; with them the files can be put in order (the first leads). */
  moveLabels?: { earlier: (file: Held) => string; later: (file: Held) => string };
  /** No drops, picks or changes. */
  isDisabled?: boolean;
  /** Extra class for placement. */
  className?: string;
}

interface PreviewProps {
  file: HeldFile;
  removeLabel: string;
  onRemove: () => void;
  /** The move buttons' names and what they do; a missing one (first or last file) is not shown. */
  earlier?: { label: string; onPress: () => void } | undefined;
  later?: { label: string; onPress: () => void } | undefined;
}

function Preview({ file, removeLabel, onRemove, earlier, later }: PreviewProps) {
  const url = useMemo(
    () =>
      file instanceof File && file.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(file)
        : undefined,
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  const src = file instanceof File ? url : file.url;
  return (
    <li className={styles.preview}>
      {src && <img className={styles.previewImg} src={src} alt="" />}
      <span className={styles.previewName}>{file.name}</span>
      <span className={styles.removeButton}>
        <Button
          size="small"
          variant="inverse"
          icon={<CloseIcon size={14} />}
          aria-label={removeLabel}
          onPress={onRemove}
        />
      </span>
      {(earlier || later) && (
        <span className={styles.moveButtons}>
          {earlier && (
            <Button
              size="small"
              variant="inverse"
              icon={<ChevronLeftIcon size={14} />}
              aria-label={earlier.label}
              onPress={earlier.onPress}
            />
          )}
          {later && (
            <Button
              size="small"
              variant="inverse"
              icon={<ChevronRightIcon size={14} />}
              aria-label={later.label}
              onPress={later.onPress}
            />
          )}
        </span>
      )}
    </li>
  );
}

/** The files with the ones at `a` and `b` exchanged. */
function swap<Held>(files: Held[], a: number, b: number): Held[] {
  const next = [...files];
  [next[a], next[b]] = [next[b] as Held, next[a] as Held];
  return next;
}

/**
 * Images by drag-and-drop or the browse button (keyboard: the button opens the file picker),
 * checked against the caller's type and size limits, with previews, removal and (with
 * `moveLabels`) reordering by buttons. Files already stored (`StoredFile`) sit among them, shown
 * by their URL, removed and moved the same way.
 *
 * Use instead: a plain file button when drag and drop adds nothing (a single small file).
 *
 * Accessibility: the browse button works with the keyboard, so dropping is never required; rejected files are announced with the reason; each file has a remove button (and move buttons when order matters).
 */
export function FileDropZone<Held extends HeldFile = File>({
  label,
  dropLabel,
  browseLabel,
  description,
  acceptedTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  maxSizeBytes,
  maxFiles,
  allowsMultiple = true,
  files,
  onChange,
  onReject,
  rejectionMessage,
  removeLabel,
  moveLabels,
  isDisabled,
  className,
}: FileDropZoneProps<Held>) {
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();

  const accept = (incoming: File[]) => {
    const ok: File[] = [];
    const bad: RejectedFile[] = [];
    const limit = maxFiles ?? (allowsMultiple ? Infinity : 1);
    const base = allowsMultiple ? files : [];
    for (const file of incoming) {
      const typeOk = acceptedTypes.some((t) =>
        t.endsWith('/*') ? file.type.startsWith(t.slice(0, -1)) : file.type === t,
      );
      if (!typeOk) bad.push({ file, reason: 'type' });
      else if (maxSizeBytes !== undefined && file.size > maxSizeBytes) bad.push({ file, reason: 'size' });
      else if (base.length + ok.length >= limit) bad.push({ file, reason: 'count' });
      else ok.push(file);
    }
    setRejected(bad);
    if (bad.length) onReject?.(bad);
    if (ok.length) onChange([...base, ...ok]);
  };

  const hasErrors = rejected.length > 0 && rejectionMessage;
  return (
    <div className={joinClassNames(styles.root, className)} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={field.label}>
        {label}
      </span>
      <DropZone
        isDisabled={isDisabled}
        aria-labelledby={labelId}
        className={joinClassNames(styles.zone, hasErrors && styles.invalid)}
        getDropOperation={(types) =>
          acceptedTypes.some((t) => types.has(t)) || types.has('Files') ? 'copy' : 'cancel'
        }
        onDrop={async (e) => {
          const dropped = await Promise.all(e.items.filter(isFileDropItem).map((item) => item.getFile()));
          accept(dropped);
        }}
      >
        <span className={styles.icon} aria-hidden="true">
          <UploadIcon />
        </span>
        <Text slot="label">{dropLabel}</Text>
        <FileTrigger
          acceptedFileTypes={acceptedTypes}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => list && accept([...list])}
        >
          <Button
            variant="secondary"
            size="small"
            isDisabled={isDisabled}
            aria-describedby={
              [description ? descriptionId : '', hasErrors ? errorId : ''].join(' ').trim() || undefined
            }
          >
            {browseLabel}
          </Button>
        </FileTrigger>
      </DropZone>
      {description && (
        <span id={descriptionId} className={styles.hint}>
          {description}
        </span>
      )}
      <ul id={errorId} className={styles.errors} aria-live="polite">
        {hasErrors && rejected.map((r, i) => <li key={`${r.file.name}-${i}`}>{rejectionMessage(r)}</li>)}
      </ul>
      {files.length > 0 && (
        <ul className={styles.previews}>
          {files.map((file, i) => (
            <Preview
              key={`${file.name}-${file instanceof File ? file.lastModified : file.url}-${i}`}
              file={file}
              removeLabel={removeLabel(file)}
              onRemove={() => onChange(files.filter((_, j) => j !== i))}
              earlier={
                moveLabels && i > 0
                  ? { label: moveLabels.earlier(file), onPress: () => onChange(swap(files, i, i - 1)) }
                  : undefined
              }
              later={
                moveLabels && i < files.length - 1
                  ? { label: moveLabels.later(file), onPress: () => onChange(swap(files, i, i + 1)) }
                  : undefined
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}
