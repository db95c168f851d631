import { Button } from '../Button';
import { Field, Select } from '../Field';
import { CITIES, SgBlock, slug } from './samples';

/** Form fields with hints, errors, selects and an addon. */
export function FormsSection() {
  return (
    <>
      <SgBlock title="Form fields" id="sg-fields" alt>
        <form className="form container--narrow" action="#" noValidate>
          <div className="form__row">
            <Field name="firstName" label="First name" required placeholder="Priya" />
            <Field name="lastName" label="Last name" required error="Please fill in all required fields" />
          </div>
          <Field name="email" type="email" label="Email" required hint="We reply within 24 hours." />
          <Field
            name="phone"
            type="tel"
            label="Phone"
            required
            inputMode="numeric"
            maxLength={10}
            defaultValue="98765"
            error="Phone number for India should be exactly 10 digits"
            addon={
              <Select
                name="countryCode"
                aria-label="Country code"
                defaultValue="+91"
                options={[
                  { value: '+91', label: '+91' },
                  { value: '+1', label: '+1' },
                  { value: '+44', label: '+44' },
                ]}
              />
            }
          />
          <div className="form__row">
            <Field
              as="select"
              name="service"
              label="Service"
              required
              placeholder="Select a service"
              options={['wedding', 'prewedding', 'baby', 'other'].map((v) => ({ value: v, label: v }))}
            />
            <Field
              as="select"
              name="city"
              label="City"
              required
              placeholder="Select a city"
              options={CITIES.map((c) => ({ value: slug(c), label: c }))}
            />
          </div>
          <Field as="textarea" name="message" label="Message (optional)" rows={4} />
          <div className="form__actions">
            <Button type="submit">Submit</Button>
            <Button disabled>Submitting...</Button>
          </div>
        </form>
      </SgBlock>
    </>
  );
}
