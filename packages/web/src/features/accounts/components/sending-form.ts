/** A form whose page sends what it gives: `busy` while the request is on its way. */
export interface SendingFormProps<Payload> {
  busy: boolean;
  onSubmit: (payload: Payload) => void;
}
