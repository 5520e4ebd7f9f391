import { DOMAIN_PROOF, Domain } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { saveErrorText } from '../components/form-status';
import { useGetDomainProofQuery, useLazyGetDomainProofQuery } from './domain-proof-api';

/** A value to copy into a DNS panel or a file, in a box that wraps long tokens. */
function Value({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '6rem 1fr' }, gap: 0.5, mt: 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="code"
        sx={{
          fontFamily: 'monospace',
          bgcolor: 'action.hover',
          px: 0.75,
          borderRadius: 0.5,
          overflowWrap: 'anywhere',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * How to prove a new domain is the owner's. Needed only for an address that has already reached
 * every site by path (the save answers so); a domain pointed here just now for this site is not.
 */
export function DomainProofPanel({ domain, savedDomain }: { domain: string; savedDomain: string | null }) {
  const typed = domain.trim().toLowerCase();
  const valid = Domain.safeParse(typed).success;
  const proof = useGetDomainProofQuery({}, { skip: !valid || typed === savedDomain });
  const [check, checked] = useLazyGetDomainProofQuery();
  if (!valid || typed === savedDomain || !proof.data) return null;
  const { token, txtValue } = proof.data;
  const host = typed.replace(/^www\./, '');
  const result = checked.data?.check?.domain === typed ? checked.data.check : null;

  return (
    <Box
      data-testid="domain-proof"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 1.5 }}
    >
      <Box>
        <Typography variant="subtitle2" component="h3">
          Proving that {host} is yours
        </Typography>
        <Typography variant="body2" color="text.secondary">
          An address that has already shown every site by path (such as the deployment&apos;s own) can only be
          claimed with a proof. Do one of these, then check and save.
        </Typography>
      </Box>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          1. A DNS TXT record
        </Typography>
        <Value label="Name" value={`${DOMAIN_PROOF.txtLabel}.${host}`} />
        <Value label="Value" value={txtValue} />
      </Box>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          2. Or a file on the domain
        </Typography>
        <Value label="Address" value={`http://${host}${DOMAIN_PROOF.filePath}`} />
        <Value label="Content" value={token} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => void check({ domain: typed })}
          disabled={checked.isFetching}
          startIcon={checked.isFetching ? <CircularProgress size={14} color="inherit" /> : undefined}
        >
          Check {host}
        </Button>
        {result && (
          <Alert
            severity={result.claimable ? 'success' : 'warning'}
            sx={{ flex: 1, minWidth: 240 }}
            role="status"
          >
            {result.claimable
              ? result.verifiedBy
                ? `Proven by the ${result.verifiedBy === 'dns' ? 'DNS record' : 'file'}: save to claim it.`
                : 'No proof needed: save to claim it.'
              : result.reason}
          </Alert>
        )}
        {checked.error ? (
          <Alert severity="error" sx={{ flex: 1 }}>
            {saveErrorText(checked.error, 'Could not check the domain')}
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
}
