import { useId } from 'react';
import { Eye, Send, TestTube2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../components/text-area-field';
import { CampaignAudience } from './campaign-audience';
import { CampaignPreview } from './campaign-preview';
import type { CampaignComposer } from './use-campaign-composer';

/** Compose a newsletter: subject, HTML body, audience; Preview, Send test and Send. */
export function CampaignForm({ composer }: { composer: CampaignComposer }) {
  const { t } = useTranslation(['admin', 'common']);
  const heading = `${useId()}-heading`;
  const { draft, change, fieldError } = composer;
  return (
    <form
      onSubmit={(event) => void composer.askToSend(event)}
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      aria-labelledby={heading}
    >
      <h2 id={heading} className="text-lg font-semibold">
        {t('campaigns.newTitle')}
      </h2>
      <TextField
        label={t('campaigns.fields.subject')}
        required
        value={draft.subject}
        onChange={(event) => change({ subject: event.target.value })}
        error={fieldError('subject')}
      />
      <TextAreaField
        label={t('campaigns.fields.body')}
        required
        rows={10}
        className="font-mono"
        placeholder="<p>…</p>"
        value={draft.body}
        onChange={(event) => change({ body: event.target.value })}
        error={fieldError('body')}
      />
      <p className="-mt-2 text-xs text-slate-500 dark:text-slate-400">{t('campaigns.hints.body')}</p>
      <CampaignAudience composer={composer} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          busy={composer.previewing}
          disabled={composer.busy}
          onClick={() => void composer.showPreview()}
        >
          <Eye className="size-4" aria-hidden="true" />
          {t('campaigns.preview')}
        </Button>
        <Button
          variant="secondary"
          busy={composer.testing}
          disabled={composer.busy}
          onClick={() => void composer.sendTest()}
        >
          <TestTube2 className="size-4" aria-hidden="true" />
          {t('campaigns.sendTest')}
        </Button>
        <Button type="submit" busy={composer.sending} disabled={composer.busy}>
          <Send className="size-4" aria-hidden="true" />
          {t('campaigns.send')}
        </Button>
      </div>
      {composer.preview && <CampaignPreview preview={composer.preview} />}
    </form>
  );
}
