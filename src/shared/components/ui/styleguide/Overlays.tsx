import { Button } from '../Button';
import { Field } from '../Field';
import { Modal } from '../Modal';
import { Toast } from '../Toast';
import { SgBlock } from './samples';

/** Modal and toasts, framed so their fixed position stays in the page. */
export function OverlaysSection() {
  return (
    <>
      <SgBlock title="Modal (static, open)" id="sg-modal" alt>
        <div className="demo-frame">
          <Modal open title="Request a callback">
            <form className="form" action="#" noValidate>
              <div className="form__row">
                <Field name="firstName" label="First name" required autoComplete="given-name" />
                <Field name="lastName" label="Last name" required autoComplete="family-name" />
              </div>
              <Field
                name="email"
                type="email"
                label="Email"
                required
                error="Please enter a valid email address"
                defaultValue="priya@"
              />
              <Button type="submit" block>
                Submit
              </Button>
            </form>
          </Modal>
        </div>
      </SgBlock>

      <SgBlock title="Toasts" id="sg-toasts">
        <div className="grid-2">
          <div className="demo-frame demo-frame--short">
            <Toast kind="success" message="Form submitted successfully!" />
          </div>
          <div className="demo-frame demo-frame--short">
            <Toast kind="error" message="Failed to submit form. Please try again." onClose={() => undefined} />
          </div>
        </div>
      </SgBlock>
    </>
  );
}
