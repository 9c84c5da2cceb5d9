#include "a.hpp"

bool alpha(Reader& r) {
    return r.parse("[1]");
}

bool beta(Reader& r, std::istream& in) {
    return r.parse(in);
}
