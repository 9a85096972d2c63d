#include "core/sheet_format.h"

#include "core/text.h"

namespace zref {

std::optional<SheetFormat> parse_sheet_format(std::string_view word) {
    const std::string w = lower(word);
    if (w == "text" || w == "txt") return SheetFormat::Text;
    if (w == "csv") return SheetFormat::Csv;
    if (w == "markdown" || w == "md") return SheetFormat::Markdown;
    if (w == "json") return SheetFormat::Json;
    if (w == "html") return SheetFormat::Html;
    return std::nullopt;
}

const std::vector<std::string>& sheet_format_names() {
    static const std::vector<std::string> names = {"text", "csv", "markdown", "json", "html"};
    return names;
}

}  // namespace zref
