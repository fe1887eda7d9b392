// The create/edit dialog of the back office: fields from specs, submitted by useFormSubmit.
import { Button, Form } from '@douyinfe/semi-ui-19';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '@/components/draggable-modal';
import { useFormSubmit, type FormSubmitOptions } from '../hooks/use-form-submit';
import type { FormValues } from '../lib/fields';
import { FormFields, RejectionBanner } from './form-fields';

export interface FormModalProps<Values> extends FormSubmitOptions<Values> {
  title: string;
  initValues?: FormValues;
  onClose: () => void;
}

export function FormModal<Values>({ title, initValues, onClose, ...submit }: FormModalProps<Values>) {
  const { t } = useTranslation();
  const { bindForm, save, submitting, rejection } = useFormSubmit(submit);
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
          <Button theme="solid" loading={submitting} onClick={() => void save()}>
            {t('common.ok')}
          </Button>
        </>
      }
    >
      <RejectionBanner rejection={rejection} />
      <Form
        aria-label={title}
        labelPosition="left"
        labelWidth={130}
        initValues={initValues}
        getFormApi={bindForm}
        onSubmit={() => void save()}
      >
        <FormFields fields={submit.fields} mode={submit.mode} />
      </Form>
    </DraggableModal>
  );
}
