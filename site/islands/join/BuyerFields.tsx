import { BUDGET_RANGE_OPTIONS, CURRENT_LOCATION_OPTIONS } from '../../../api/domain/join-options';
import { ContactFields } from './ContactFields';
import { useJoinFormContext } from './JoinFormContext';
import { PropertyTypeFields } from './PropertyTypeFields';
import { RegionFields } from './RegionFields';
import { SelectField } from './SelectField';
import { ServicesChecklist } from './ServicesChecklist';
import { TextField } from './TextField';

export function BuyerFields() {
  const { currentLocation } = useJoinFormContext().fields;
  return (
    <>
      <ContactFields />
      <PropertyTypeFields />
      <SelectField
        name="currentLocation"
        label="Where are you currently located?"
        marked
        placeholder="Select your location"
        options={CURRENT_LOCATION_OPTIONS}
      />
      {currentLocation === 'other' && (
        <TextField name="otherLocation" label="Please specify your location" placeholder="e.g. Netherlands" autoComplete="country-name" />
      )}
      <RegionFields />
      <SelectField
        name="budgetRange"
        label="Budget Range"
        marked
        placeholder="Select your budget range"
        options={BUDGET_RANGE_OPTIONS}
      />
      <ServicesChecklist />
      <TextField
        name="contactDetails"
        label="Additional requirements or questions"
        required
        multiline
        placeholder="Tell us about your ideal property, timeline or any questions"
      />
    </>
  );
}
