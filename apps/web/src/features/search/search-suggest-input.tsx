import type { SearchSuggestion } from "@chamak/contracts";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { type InputHTMLAttributes, type KeyboardEvent, useId, useState } from "react";
import { useLang } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import classes from "./search-suggest.module.css";

export interface SuggestLabels {
  /** The list's accessible name. */
  list: string;
  kinds: Record<SearchSuggestion["kind"], string>;
}

type SearchSuggestInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> & {
  value: string;
  onValueChange(value: string): void;
  /** A suggestion was chosen (click, or Enter on the highlighted one). */
  onPick(suggestion: SearchSuggestion): void;
  labels: SuggestLabels;
};

/** What a suggestion shows: the Hindi name of a city on the Hindi site. */
export const suggestionLabel = (suggestion: SearchSuggestion, lang: string) =>
  lang === "hi" && suggestion.labelHi ? suggestion.labelHi : suggestion.label;

/**
 * A text input that offers cities, localities, centres and services as the visitor types (catalog.suggest,
 * after a short pause), as an ARIA combobox: arrows move through the list, Enter picks, Escape closes.
 */
export function SearchSuggestInput(props: SearchSuggestInputProps) {
  const { value, onValueChange, onPick, labels, className, onKeyDown, onBlur, ...input } = props;
  const trpc = useTRPC();
  const { lang } = useLang();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed] = useDebouncedValue(value.trim(), 200);
  const suggestions = useQuery({
    ...trpc.catalog.suggest.queryOptions({ q: typed, limit: 8 }),
    enabled: open && typed.length >= 2,
    staleTime: 60_000,
  });
  const items = open && typed.length >= 2 ? (suggestions.data?.suggestions ?? []) : [];
  const expanded = items.length > 0;

  const pick = (suggestion: SearchSuggestion) => {
    onValueChange(suggestion.query);
    setOpen(false);
    setActive(-1);
    onPick(suggestion);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && expanded) {
      event.preventDefault();
      setActive((i) => (i + 1) % items.length);
    } else if (event.key === "ArrowUp" && expanded) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === "Enter" && expanded && active >= 0 && items[active]) {
      event.preventDefault();
      pick(items[active]);
      return;
    } else if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    }
    onKeyDown?.(event);
  };

  return (
    <div className={classes.wrap}>
      <input
        {...input}
        className={className}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        onChange={(event) => {
          onValueChange(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={keyDown}
        onBlur={(event) => {
          setOpen(false);
          onBlur?.(event);
        }}
      />
      <div
        id={listId}
        role="listbox"
        tabIndex={-1}
        aria-label={labels.list}
        className={classes.list}
        hidden={!expanded}
      >
        {items.map((suggestion, i) => (
          <div
            key={`${suggestion.kind}:${suggestion.label}:${suggestion.detail ?? ""}`}
            id={`${listId}-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className={classes.option}
            // Before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
            onMouseEnter={() => setActive(i)}
          >
            <span className={classes.label}>{suggestionLabel(suggestion, lang)}</span>
            <span className={classes.detail}>
              {labels.kinds[suggestion.kind]}
              {suggestion.detail ? ` · ${suggestion.detail}` : ""}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
