import { type ChangeEvent, useDeferredValue, useMemo, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useAdminBrandsQuery, useBrandChoicesQuery } from '../api/brands-admin-api';
import { useBulkCreateBrandItemsMutation } from '../api/items-admin-api';
import type { BrandChoice } from '../components/brand-picker';
import { nounOf } from '../paths';
import { parseBulkText, withServerIssues } from './bulk-rows';

const KNOWN_BRANDS_MAX = 1000;

/**
 * The bulk create's state: the pasted or uploaded text, its rows as the preview shows them (with
 * the server's problems once it refused them), and the one all-or-nothing call.
 */
export function useBulkCreate(isCategory: boolean) {
  const owner = nounOf(isCategory);
  // A site of up to a thousand brands checks each row's brand as it is typed; a bigger one leaves
  // that to the server on create, rather than reading every brand first.
  const first = useBrandChoicesQuery({ isCategory, q: '' });
  const fewBrands = first.data !== undefined && first.data.total <= KNOWN_BRANDS_MAX;
  const brands = useAdminBrandsQuery({ isCategory }, { skip: !fewBrands });
  const [text, setText] = useState('');
  const [defaultBrand, setDefaultBrand] = useState<BrandChoice | null>(null);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const [submit, submitted] = useBulkCreateBrandItemsMutation();
  const deferred = useDeferredValue(text);

  const known = useMemo(() => new Set((brands.data ?? []).map((b) => b.slug)), [brands.data]);
  const parsed = useMemo(
    () =>
      parseBulkText(deferred, {
        defaultBrandSlug: defaultBrand?.slug,
        knownBrandSlugs: brands.data ? known : undefined,
        ownerNoun: owner,
      }),
    [deferred, defaultBrand, known, brands.data, owner],
  );
  // The server's row problems apply to the text that was sent, not to a text edited since.
  const [refused, setRefused] = useState<{
    text: string;
    issues: { path: string; message: string }[];
  } | null>(null);
  const rows =
    refused && refused.text === deferred ? withServerIssues(parsed.rows, refused.issues) : parsed.rows;
  const invalid = rows.filter((r) => !r.valid).length;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    setText(await file.text());
    submitted.reset();
  };

  const clearFile = () => {
    setFileName(null);
    setText('');
  };

  const onText = (next: string) => {
    setText(next);
    if (submitted.isSuccess) submitted.reset();
  };

  const onSubmit = async () => {
    const sentText = deferred;
    const result = await submit(rows.map((r) => r.body) as never);
    if ('data' in result && result.data) {
      setText('');
      setFileName(null);
      setRefused(null);
    } else if ('error' in result && isApiError(result.error)) {
      setRefused({ text: sentText, issues: result.error.issues ?? [] });
      setOnlyProblems(true);
    }
  };

  return {
    text,
    onText,
    fileName,
    onFile,
    clearFile,
    defaultBrand,
    setDefaultBrand,
    onlyProblems,
    setOnlyProblems,
    parseError: parsed.error,
    rows,
    invalid,
    valid: rows.length - invalid,
    submitted,
    onSubmit,
  };
}
