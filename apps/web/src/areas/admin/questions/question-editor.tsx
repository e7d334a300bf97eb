import type { Question } from '@academy/contracts/entities/question';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import { questionsApi } from '../../../api/resources/questions.ts';
import { ResourceForm } from '../../../components/resource-form/resource-form.tsx';
import { AlternativesEditor } from './alternatives-editor.tsx';
import { questionFields } from './question-config.tsx';

/**
 * A question's update form (text, hint, language) and its alternatives edited in place, with the blocks it is
 * in; used on the question's own page and inside a block. Each part saves on its own.
 */
export function QuestionEditor(props: {
  question: Question;
  blockHref?: (block: { uuid: string }) => string;
}) {
  const { t } = useTranslation();
  const { question } = props;
  const update = questionsApi.useUpdate();
  return (
    <Stack gap="lg">
      <ResourceForm
        key={question.uuid}
        schema={questionsApi.contract.update}
        fields={questionFields}
        item={question}
        readOnly={!can(question, 'update')}
        // The form has checked the payload against the same schema.
        submit={(input) => update.mutateAsync({ uuid: question.uuid, input: input as never })}
      />
      <AlternativesEditor question={question} />
      {question.blocks && (
        <Group gap="xs" data-testid="question-blocks">
          <Text size="sm" fw={600}>
            {t('admin.questions.in_blocks')}
          </Text>
          {question.blocks.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin.questions.in_no_block')}
            </Text>
          ) : (
            question.blocks.map((block, index) => (
              <Fragment key={block.uuid}>
                {index > 0 && <Text size="sm">·</Text>}
                {props.blockHref ? (
                  <Anchor component={Link} to={props.blockHref(block)} size="sm">
                    {block.header}
                  </Anchor>
                ) : (
                  <Text size="sm">{block.header}</Text>
                )}
              </Fragment>
            ))
          )}
        </Group>
      )}
    </Stack>
  );
}
