#include <istream>
#include <string>

class Reader {
public:
    bool parse(const std::string& doc, bool strict);
    bool parse(std::istream& in, bool strict = true);
};
