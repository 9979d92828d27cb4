// Every word's final code stored in a vector (built press by press, level by level), then
// the target counted: O(g^k) time and O(g^k) extra space, dominated by the odometer.
class Solution {
public:
    long long solve(const vector<array<long long, 3>>& buttons, long long start, long long target, int k) {
        typedef unsigned int u32;
        int g = (int)buttons.size();
        vector<u32> level(1, (u32)start);
        for (int j = 0; j < k; ++j) {
            vector<u32> next;
            next.reserve(level.size() * g);
            for (u32 x : level)
                for (int i = 0; i < g; ++i)
                    next.push_back((x ^ (x >> (int)buttons[i][2])) * (u32)buttons[i][0] + (u32)buttons[i][1]);
            level.swap(next);
        }
        long long count = 0;
        for (u32 x : level)
            if (x == (u32)target) ++count;
        return count;
    }
};
