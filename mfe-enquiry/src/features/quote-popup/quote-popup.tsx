// Widget frame only: the full widget arrives with its own issue.
export default function QuotePopup() {
  return null;
}
