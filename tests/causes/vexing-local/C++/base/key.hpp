#include <cstring>

class Key {
public:
    enum Policy { noCopy };
    Key(const char* str, unsigned length, Policy policy);
};
