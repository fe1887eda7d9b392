// The create/edit dialog of the back office: a form of field specs, submitted by useFormSubmit.
import { Button } from '@douyinfe/semi-ui-19';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '@/components/draggable-modal';
import { useFormSubmit, type FormSubmitOptions } from '../hooks/use-form-submit';
import type { FormValues } from '../lib/fields';
import { allFields } from './all-fields';
import { SpecForm } from './form-fields';

export interface FormModalProps<Values> extends FormSubmitOptions<Values> {
  title: string;
  initValues?: FormValues;
  onClose: () => void;
}

export function FormModal<Values>({ title, initValues, onClose, ...options }: FormModalProps<Values>) {
  const { t } = useTranslation();
  const submit = useFormSubmit(options);
  return (
    <DraggableModal
      visible
      title={title}
      width={640}
      maskClosable={false}
      onCancel={onClose}
      // Own buttons: Semi's carry aria-label confirm/cancel, which would hide 确定/取消 from role queries.
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button theme="solid" loading={submit.submitting} onClick={() => void submit.save()}>
            {t('common.ok')}
          </Button>
        </>
      }
    >
      <SpecForm label={title} fields={options.fields} controls={allFields} mode={options.mode} initValues={initValues} submit={submit} />
    </DraggableModal>
  );
}
