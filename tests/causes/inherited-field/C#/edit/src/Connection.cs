public class Connection
{
    internal virtual uint Send(string msg, int serial)
    {
        return 0;
    }
}
