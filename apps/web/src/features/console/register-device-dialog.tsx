/**
 * Register glasses: the model (the supported devices) and the serial number, checked with the shared
 * deviceRegistrationSchema (saying the page's messages, decision 0070) in the browser and again by the
 * server, whose field errors land on the fields.
 */
import {
  deviceMessages,
  deviceModels,
  deviceRegistrationSchemaWith,
  type DeviceRegistrationInput,
} from '@app/contracts/devices';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../components/ui/use-toast.ts';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { devicesCopy } from '../../content/devices.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { errorCodeOf } from '../../lib/api.ts';
import { isSessionEnd } from './api.ts';
import { useRegisterDevice } from './devices-api.ts';
import { FormDialog } from './form-dialog.tsx';
import { useShowFormProblem } from './form-problem.ts';

const fields = new Set(['model', 'serialNumber']);
const empty = { model: '', serialNumber: '' } as unknown as DeviceRegistrationInput;
const modelOptions = deviceModels.map((m) => ({
  value: m.id,
  label: `${m.name} (YodaOS-Sprite ${m.osVersion})`,
}));

export function RegisterDeviceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const register = useRegisterDevice();
  const copy = useContent('devicesCopy', devicesCopy);
  const showFormProblem = useShowFormProblem();
  const messages = useContent('deviceMessages', deviceMessages);
  const schema = useMemo(() => deviceRegistrationSchemaWith(messages), [messages]);
  const form = useForm<DeviceRegistrationInput>({
    resolver: zodResolver(schema),
    defaultValues: empty,
    shouldFocusError: true,
  });

  const onSubmit = form.handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: ({ device }) => {
        toast({
          title: device.status === 'granted' ? copy.granted : copy.registered,
          description: `${device.modelName} · ${device.serialNumber}`,
        });
        form.reset(empty);
        onClose();
      },
      onError: (error) => {
        if (isSessionEnd(error)) return onClose();
        showFormProblem(form.setError, error, {
          title: copy.codeTitles[errorCodeOf(error) ?? ''] ?? copy.failed,
          fields,
        });
      },
    }),
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={copy.registerTitle}
      description={copy.registerDescription}
      form={form}
      onSubmit={onSubmit}
      submitLabel={copy.submit}
      pendingLabel={copy.submitting}
      pending={register.isPending}
    >
      <SelectField<DeviceRegistrationInput>
        name="model"
        label={copy.modelLabel}
        options={modelOptions}
        placeholder={copy.modelPlaceholder}
        required
      />
      <TextField<DeviceRegistrationInput>
        name="serialNumber"
        label={copy.serialLabel}
        hint={copy.serialHint}
        maxLength={64}
        autoComplete="off"
        required
      />
    </FormDialog>
  );
}
