import { type EnrollableType, enrollableTypes } from '@academy/contracts/entities/enrollment';
import { Group, Radio, Text } from '@mantine/core';
import { ReferenceSelect } from '../../components/reference-select/reference-select.tsx';

const segmentOf: Record<EnrollableType, string> = {
  company: 'companies',
  department: 'departments',
  user: 'users',
};

/**
 * Who is given a course — by an enrollment or an access pass: the whole company, one department or one person.
 * The kind is a radio group; the holder is picked from the company's departments or people (`companyFilter`),
 * or, for the whole company, named by `wholeCompany` when the company is fixed and picked among companies when
 * it is not.
 */
export function GranteeFields(props: {
  legend: string;
  type: EnrollableType;
  onTypeChange: (type: EnrollableType) => void;
  /** A kind's name on its radio button. */
  kindLabel: (type: EnrollableType) => string;
  /** The holder picker's label for a kind. */
  pickerLabel: (type: EnrollableType) => string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The sentence naming the fixed company when the whole company is chosen; null to pick a company. */
  wholeCompany: string | null;
  companyFilter?: Record<string, string>;
  error?: string;
  testIds: { type: string; whole: string; field: string };
}) {
  return (
    <>
      <Radio.Group
        label={props.legend}
        value={props.type}
        onChange={(value) => props.onTypeChange(value as EnrollableType)}
        required
      >
        <Group gap="lg" mt={6}>
          {enrollableTypes.map((type) => (
            <Radio
              key={type}
              value={type}
              label={props.kindLabel(type)}
              data-testid={`${props.testIds.type}-${type}`}
            />
          ))}
        </Group>
      </Radio.Group>
      {props.type === 'company' && props.wholeCompany !== null ? (
        <Text data-testid={props.testIds.whole}>{props.wholeCompany}</Text>
      ) : (
        <ReferenceSelect
          key={props.type}
          segment={segmentOf[props.type]}
          label={props.pickerLabel(props.type)}
          value={props.value}
          onChange={props.onChange}
          filters={props.type === 'company' ? undefined : props.companyFilter}
          error={props.error}
          required
          data-testid={props.testIds.field}
        />
      )}
    </>
  );
}
