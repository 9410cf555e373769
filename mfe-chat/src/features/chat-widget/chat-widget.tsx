// Widget frame only: Luna arrives with its own issue.
export default function ChatWidget() {
  return null;
}
